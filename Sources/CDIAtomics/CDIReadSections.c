// The read-section records, the writer's wait and deferred freeing (see CDIReadSections.h).
#include "CDIReadSections.h"

#include <pthread.h>
#include <sched.h>
#include <stdlib.h>

#if defined(__linux__)
#include <linux/membarrier.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

/// The Swift runtime's retain and release (for any class instance where classes may come from Objective-C).
#if defined(__APPLE__)
extern void *swift_unknownObjectRetain(void *object);
extern void swift_unknownObjectRelease(void *object);
#define cdi_swift_retain swift_unknownObjectRetain
#define cdi_swift_release swift_unknownObjectRelease
#else
extern void *swift_retain(void *object);
extern void swift_release(void *object);
#define cdi_swift_retain swift_retain
#define cdi_swift_release swift_release
#endif

_Thread_local cdi_reader *cdi_thread_reader = 0;
int cdi_read_sections_asymmetric = 0;

static cdi_reader *cdi_readers = 0;
static pthread_key_t cdi_reader_thread_end;
static pthread_once_t cdi_read_sections_setup = PTHREAD_ONCE_INIT;

/// Memory waiting for the read sections that may hold it; freed in batches.
enum { cdi_free_batch = 64 };
static void *cdi_pending_frees[cdi_free_batch];
static int cdi_pending_free_count = 0;
static pthread_mutex_t cdi_pending_frees_lock = PTHREAD_MUTEX_INITIALIZER;

/// When a thread ends, its record becomes free for the next thread that reads; the holds the thread never ended (its
/// thread ended inside user code) end here.
static void cdi_reader_hand_back(void *value) {
    cdi_reader *reader = (cdi_reader *)value;
    for (int index = cdi_hold_slots - 1; index >= 0; index--) {
        cdi_hold_slot *slot = &reader->holds[index];
        if (__atomic_load_n(&slot->held, __ATOMIC_RELAXED) != 0) {
            __atomic_store_n(&slot->held, 0, __ATOMIC_SEQ_CST);
            cdi_take_handed(slot);
        }
    }
    cdi_thread_reader = 0;
    __atomic_store_n(&reader->owned, 0, __ATOMIC_RELEASE);
}

/// Runs once, before any thread takes a record (so before any section begins).
static void cdi_read_sections_set_up(void) {
    pthread_key_create(&cdi_reader_thread_end, cdi_reader_hand_back);
#if defined(__linux__) && defined(MEMBARRIER_CMD_PRIVATE_EXPEDITED)
    // Linux: registering makes later MEMBARRIER_CMD_PRIVATE_EXPEDITED calls legal; if the kernel (or a
    // sandbox) refuses, readers keep their sequentially consistent store. Apple platforms and Windows have no
    // such call and always take that path.
    int registered = syscall(SYS_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0, 0) == 0;
    __atomic_store_n(&cdi_read_sections_asymmetric, registered, __ATOMIC_SEQ_CST);
#endif
}

cdi_reader *cdi_reader_of_new_thread(void) {
    pthread_once(&cdi_read_sections_setup, cdi_read_sections_set_up);
    cdi_reader *reader = 0;
    for (cdi_reader *record = __atomic_load_n(&cdi_readers, __ATOMIC_SEQ_CST); record != 0; record = record->next) {
        intptr_t unowned = 0;
        if (__atomic_load_n(&record->owned, __ATOMIC_RELAXED) == 0
            && __atomic_compare_exchange_n(&record->owned, &unowned, 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED)) {
            reader = record;
            break;
        }
    }
    if (reader == 0) {
        reader = calloc(1, sizeof(cdi_reader));
        if (reader == 0) {
            abort();
        }
        reader->owned = 1;
        cdi_reader *head = __atomic_load_n(&cdi_readers, __ATOMIC_SEQ_CST);
        do {
            reader->next = head;
        } while (!__atomic_compare_exchange_n(&cdi_readers, &head, reader, 1, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
    }
    cdi_thread_reader = reader;
    pthread_setspecific(cdi_reader_thread_end, reader);
    return reader;
}

void cdi_read_end(cdi_reader *reader) {
    if (--reader->depth == 0) {
        __atomic_store_n(&reader->sequence, reader->sequence + 1, __ATOMIC_RELEASE);
    }
}

/// A full barrier on every running thread (Linux's `membarrier`), or on this one where readers store sequentially
/// consistently.
static void cdi_barrier_with_readers(void) {
#if defined(__linux__) && defined(MEMBARRIER_CMD_PRIVATE_EXPEDITED)
    if (__atomic_load_n(&cdi_read_sections_asymmetric, __ATOMIC_RELAXED)) {
        syscall(SYS_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0);
        return;
    }
#endif
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
}

void cdi_take_handed(cdi_hold_slot *slot) {
    intptr_t handed = __atomic_exchange_n(&slot->handed, 0, __ATOMIC_ACQ_REL);
    if (handed != 0) {
        cdi_swift_release((void *)handed);
    }
}

/// Gives each slot that holds `object` (retired, its sections waited for) a reference to release when its hold
/// ends. The caller's own reference keeps `object` alive throughout, so its address names it alone.
static void cdi_hand_to_holders(void *object) {
    for (cdi_reader *record = __atomic_load_n(&cdi_readers, __ATOMIC_SEQ_CST); record != 0; record = record->next) {
        for (int index = 0; index < cdi_hold_slots; index++) {
            cdi_hold_slot *slot = &record->holds[index];
            intptr_t held = __atomic_load_n(&slot->held, __ATOMIC_ACQUIRE);
            // A hold of `object` began in a section this writer waited for, inside every hold in the slots below it,
            // and ends before them: a slot seen empty (its end acquired) means none above still holds `object`.
            if (held == 0) {
                break;
            }
            if (held != (intptr_t)object) {
                continue;
            }
            cdi_swift_retain(object);
            // A slot still full holds a reference another writer is about to take back or the holder took: neither
            // waits for user code, and no new hold of `object` can begin (it is unpublished).
            intptr_t empty = 0;
            while (!__atomic_compare_exchange_n(
                &slot->handed, &empty, (intptr_t)object, 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED)) {
                empty = 0;
                sched_yield();
            }
            // Either the holder's end comes after this barrier and sees the reference, or its end is seen here.
            cdi_barrier_with_readers();
            if (__atomic_load_n(&slot->held, __ATOMIC_SEQ_CST) == (intptr_t)object) {
                continue;
            }
            intptr_t handed = (intptr_t)object;
            if (__atomic_compare_exchange_n(&slot->handed, &handed, 0, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
                // The hold ended without seeing it: not the last reference, the caller still has its own.
                cdi_swift_release(object);
            }
        }
    }
}

void cdi_wait_for_read_sections(void) {
    pthread_once(&cdi_read_sections_setup, cdi_read_sections_set_up);
#if defined(__linux__) && defined(MEMBARRIER_CMD_PRIVATE_EXPEDITED)
    if (__atomic_load_n(&cdi_read_sections_asymmetric, __ATOMIC_RELAXED)) {
        // Every running thread passes a full barrier: a section that began before this call shows its odd
        // sequence below, and one that begins after it sees what the writer unpublished.
        syscall(SYS_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0);
    } else {
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
    }
#else
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
#endif
    for (cdi_reader *record = __atomic_load_n(&cdi_readers, __ATOMIC_SEQ_CST); record != 0; record = record->next) {
        intptr_t seen = __atomic_load_n(&record->sequence, __ATOMIC_SEQ_CST);
        if ((seen & 1) == 0) {
            continue;
        }
        while (__atomic_load_n(&record->sequence, __ATOMIC_SEQ_CST) == seen) {
            sched_yield();
        }
    }
}

void cdi_release_after_read_sections(void *object) {
    if (object == 0) {
        return;
    }
    cdi_wait_for_read_sections();
    cdi_hand_to_holders(object);
    cdi_swift_release(object);
}

void cdi_free_after_read_sections(void *memory) {
    if (memory == 0) {
        return;
    }
    void *batch[cdi_free_batch];
    int count = 0;
    pthread_mutex_lock(&cdi_pending_frees_lock);
    cdi_pending_frees[cdi_pending_free_count++] = memory;
    if (cdi_pending_free_count == cdi_free_batch) {
        for (int index = 0; index < cdi_free_batch; index++) {
            batch[index] = cdi_pending_frees[index];
        }
        count = cdi_free_batch;
        cdi_pending_free_count = 0;
    }
    pthread_mutex_unlock(&cdi_pending_frees_lock);
    if (count == 0) {
        return;
    }
    cdi_wait_for_read_sections();
    for (int index = 0; index < count; index++) {
        free(batch[index]);
    }
}
