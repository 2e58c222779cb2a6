#ifndef SHEAF_CARCHIVE_SHIM_H
#define SHEAF_CARCHIVE_SHIM_H

/* libarchive: the entries of an archive, read from its headers, never extracted. */
#include <archive.h>
#include <archive_entry.h>

#endif
