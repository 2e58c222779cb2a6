#ifndef SHEAF_CPOPPLER_SHIM_H
#define SHEAF_CPOPPLER_SHIM_H

/* poppler-glib: PDF pages drawn with cairo into memory, for GTK to show as textures. */
#include <poppler.h>
#include <cairo.h>

#endif
