#include "sheaf_config.h"

#include <stddef.h>

/* NULL lets the caller fall back to the source tree; see DataPaths.swift. */
#ifndef SHEAF_LIBRARY_DIR
#define SHEAF_LIBRARY_DIR NULL
#endif
#ifndef SHEAF_LOCALE_DIR
#define SHEAF_LOCALE_DIR NULL
#endif
#ifndef SHEAF_ICON_DIR
#define SHEAF_ICON_DIR NULL
#endif

const char *sheaf_config_library_dir(void) { return SHEAF_LIBRARY_DIR; }

const char *sheaf_config_locale_dir(void) { return SHEAF_LOCALE_DIR; }

const char *sheaf_config_icon_dir(void) { return SHEAF_ICON_DIR; }
