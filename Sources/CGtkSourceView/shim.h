#ifndef SHEAF_CGTKSOURCEVIEW_SHIM_H
#define SHEAF_CGTKSOURCEVIEW_SHIM_H

/* GtkSourceView 5: the source and text previews' view, languages and style schemes. */
#include <gtksourceview/gtksource.h>

#endif
