#ifndef SHEAF_CONFIG_H
#define SHEAF_CONFIG_H

/* Where Sheaf's shipped data lives, fixed when Sheaf is built (as Loupe's config.rs.in):
 * the Makefile passes the folders as -Xcc -DSHEAF_LIBRARY_DIR="...", SHEAF_LOCALE_DIR and
 * SHEAF_ICON_DIR, pointing into the source tree for a development build and
 * into PREFIX/share for the release build that `make install` copies. */

/* The sample library shown when no folder is given, or NULL when built without
 * SHEAF_LIBRARY_DIR (a plain `swift build`). */
const char *sheaf_config_library_dir(void);

/* The root of the compiled translations (LANG/LC_MESSAGES/DOMAIN.mo), or NULL when built
 * without SHEAF_LOCALE_DIR. */
const char *sheaf_config_locale_dir(void);

/* The icon theme folder holding Sheaf's own icon (hicolor/...), or NULL when built without
 * SHEAF_ICON_DIR. */
const char *sheaf_config_icon_dir(void);

#endif
