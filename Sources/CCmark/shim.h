#ifndef SHEAF_CCMARK_SHIM_H
#define SHEAF_CCMARK_SHIM_H

/* cmark-gfm: CommonMark with GitHub's tables, task lists, strikethrough and autolinks. */
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

#endif
