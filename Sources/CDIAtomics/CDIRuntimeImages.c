// DICore's runtime marker, and the images that carry it.
//
// Every image that links DICore carries the marker once; finding it in two loaded images means two copies of the
// runtime, each with its own bindings, overrides and context. Where the marker lives and how images are listed
// differs by platform:
// - Linux, Android and other ELF platforms: the marker is an ELF note (name "DIToolkit", type
//   `CDI_RUNTIME_NOTE_TYPE`), which linkers place in a `PT_NOTE` segment and keep without a symbol referring to it.
//   `dl_iterate_phdr` lists every loaded image with its program headers; the notes of each `PT_NOTE` segment are
//   read in place. The main program's path comes from `/proc/self/exe`.
// - Apple platforms (Mach-O): the marker is the section `__DATA,__ditoolkit_rt`, kept by `used` under dead
//   stripping. dyld lists the images (`_dyld_image_count`, `_dyld_get_image_header`, `_dyld_get_image_name`), as
//   CDIDiscovery does; system libraries of the shared cache are skipped, since none links DICore.
// - Windows and anything else (WebAssembly, for one): no image is listed, so no second copy is ever reported.
#if defined(__linux__) && !defined(_GNU_SOURCE)
    // glibc declares `dl_iterate_phdr` only for GNU sources.
    #define _GNU_SOURCE
#endif

#include "CDIRuntimeImages.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

intptr_t cdi_runtime_copies_check_claimed = 0;

#if defined(__APPLE__) && defined(__MACH__)
    #include <mach-o/dyld.h>
    #include <mach-o/getsect.h>
    #include <mach-o/loader.h>
#elif defined(__ELF__)
    #include <limits.h>
    #include <link.h>
    #include <unistd.h>
#endif

#if defined(__ELF__) && !(defined(__APPLE__) && defined(__MACH__))

    #define CDI_RUNTIME_NOTE_TYPE 0x44490001u

/// An ELF note: a header of three words, then the name and the descriptor, each padded to four bytes.
typedef struct CDIRuntimeNote {
    uint32_t nameSize;
    uint32_t descriptorSize;
    uint32_t type;
    char name[12];
    char descriptor[8];
} CDIRuntimeNote;

    #if __has_attribute(retain)
        #define CDI_RETAIN __attribute__((retain))
    #else
        #define CDI_RETAIN
    #endif

// A section whose name starts with `.note` gets the type SHT_NOTE, so the linker puts it in a PT_NOTE segment.
__attribute__((used, section(".note.ditoolkit.runtime"), aligned(4))) CDI_RETAIN static const CDIRuntimeNote
    cdi_runtime_note = {sizeof("DIToolkit"), sizeof("DICore"), CDI_RUNTIME_NOTE_TYPE, "DIToolkit", "DICore"};

static size_t cdi_round_up(size_t value, size_t alignment) {
    return (value + alignment - 1) & ~(alignment - 1);
}

/// The address of the runtime marker among the notes of `info`'s image, or 0.
static const void *cdi_runtime_note_in(const struct dl_phdr_info *info) {
    for (ElfW(Half) index = 0; index < info->dlpi_phnum; index++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[index];
        if (header->p_type != PT_NOTE) {
            continue;
        }
        const uint8_t *note = (const uint8_t *)(info->dlpi_addr + header->p_vaddr);
        const uint8_t *end = note + header->p_memsz;
        // Notes in a segment aligned to 8 (GNU properties) are padded to 8; all others to 4.
        size_t alignment = header->p_align == 8 ? 8 : 4;
        while ((size_t)(end - note) >= 3 * sizeof(uint32_t)) {
            uint32_t words[3];
            memcpy(words, note, sizeof(words));
            size_t descriptorOffset = cdi_round_up(3 * sizeof(uint32_t) + words[0], alignment);
            size_t size = cdi_round_up(descriptorOffset + words[1], alignment);
            if (size > (size_t)(end - note)) {
                break;
            }
            if (words[2] == CDI_RUNTIME_NOTE_TYPE && words[0] == cdi_runtime_note.nameSize
                && words[1] == cdi_runtime_note.descriptorSize
                && memcmp(note + 3 * sizeof(uint32_t), cdi_runtime_note.name, words[0]) == 0
                && memcmp(note + descriptorOffset, cdi_runtime_note.descriptor, words[1]) == 0) {
                return note;
            }
            note += size;
        }
    }
    return 0;
}

typedef struct CDIRuntimeImageVisit {
    void (*body)(const char *path, _Bool isOwnImage, void *context);
    void *context;
    _Bool isMainProgram;
} CDIRuntimeImageVisit;

static int cdi_visit_runtime_image(struct dl_phdr_info *info, size_t size, void *context) {
    (void)size;
    CDIRuntimeImageVisit *visit = (CDIRuntimeImageVisit *)context;
    // The main program comes first, with an empty name.
    _Bool isMainProgram = visit->isMainProgram;
    visit->isMainProgram = 0;
    const void *note = cdi_runtime_note_in(info);
    if (note == 0) {
        return 0;
    }
    const char *path = info->dlpi_name;
    char programPath[PATH_MAX];
    if (isMainProgram || path == 0 || path[0] == 0) {
        ssize_t length = readlink("/proc/self/exe", programPath, sizeof(programPath) - 1);
        programPath[length > 0 ? length : 0] = 0;
        path = length > 0 ? programPath : "the main program";
    }
    visit->body(path, note == (const void *)&cdi_runtime_note, visit->context);
    return 0;
}

void cdi_enumerate_runtime_images(void (*body)(const char *path, _Bool isOwnImage, void *context), void *context) {
    CDIRuntimeImageVisit visit = {body, context, 1};
    dl_iterate_phdr(cdi_visit_runtime_image, &visit);
}

#elif defined(__APPLE__) && defined(__MACH__)

__attribute__((used, section("__DATA,__ditoolkit_rt"))) static const char cdi_runtime_marker[] = "DIToolkit DICore";

void cdi_enumerate_runtime_images(void (*body)(const char *path, _Bool isOwnImage, void *context), void *context) {
    uint32_t count = _dyld_image_count();
    for (uint32_t index = 0; index < count; index++) {
        const struct mach_header *header = _dyld_get_image_header(index);
        if (header == 0) {
            continue;
        }
    #if defined(MH_DYLIB_IN_CACHE)
        if (header->flags & MH_DYLIB_IN_CACHE) {
            continue;
        }
    #endif
        unsigned long size = 0;
    #if __LP64__
        const uint8_t *start = getsectiondata((const struct mach_header_64 *)header, "__DATA", "__ditoolkit_rt", &size);
    #else
        const uint8_t *start = getsectiondata(header, "__DATA", "__ditoolkit_rt", &size);
    #endif
        if (start == 0 || size == 0) {
            continue;
        }
        const char *path = _dyld_get_image_name(index);
        body(path == 0 ? "an unnamed image" : path, start == (const uint8_t *)cdi_runtime_marker, context);
    }
}

#else

void cdi_enumerate_runtime_images(void (*body)(const char *path, _Bool isOwnImage, void *context), void *context) {
    (void)body;
    (void)context;
}

#endif
