// The atomics are header-only (static inline); this file gives the target a translation unit.
#include "CDIAtomics.h"
