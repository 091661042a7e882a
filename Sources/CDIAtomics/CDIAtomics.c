// The atomics are header-only (static inline); this file defines the globals they read.
#include "CDIAtomics.h"

intptr_t cdi_region_instance_holders = 0;
intptr_t cdi_async_frames = 0;
intptr_t cdi_regions_alive = 0;
intptr_t cdi_launch_region = 0;
intptr_t cdi_identifier_hashes[256];
_Thread_local void *cdi_thread_resolution_storage = 0;
cdi_frameless_build cdi_frameless_builds[CDI_FRAMELESS_BUILD_RECORDS] __attribute__((aligned(64)));
