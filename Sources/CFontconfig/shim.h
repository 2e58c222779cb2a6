#ifndef SHEAF_CFONTCONFIG_SHIM_H
#define SHEAF_CFONTCONFIG_SHIM_H

/* fontconfig and Pango's fontconfig font maps: a font file shown in its own face, loaded for
 * Sheaf alone and never installed. */
#include <fontconfig/fontconfig.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangocairo.h>

#endif
