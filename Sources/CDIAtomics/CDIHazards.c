// The hazard records' list and the writer's wait (see CDIHazards.h).
#include "CDIHazards.h"

#include <pthread.h>
#include <sched.h>
#include <stdlib.h>

#if defined(__linux__)
#include <linux/membarrier.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

/// One thread's announcement. Records are never freed: a thread that ends hands its record to the next
/// thread that needs one, so the list only grows to the most threads that ever read at once.
typedef struct cdi_hazard_record {
    /// The pointer this thread is about to retain, or 0.
    intptr_t announced;
    /// Non-zero while a thread owns the record.
    intptr_t owned;
    /// The next record; set before the record is published and never changed.
    struct cdi_hazard_record *next;
} cdi_hazard_record;

/// The Swift runtime's retain (for any class instance where classes may come from Objective-C).
#if defined(__APPLE__)
extern void *swift_unknownObjectRetain(void *object);
#define cdi_hazard_retain swift_unknownObjectRetain
#else
extern void *swift_retain(void *object);
#define cdi_hazard_retain swift_retain
#endif

static cdi_hazard_record *cdi_hazard_records = 0;
static _Thread_local cdi_hazard_record *cdi_thread_hazard_record = 0;
static pthread_key_t cdi_hazard_thread_end;
static pthread_once_t cdi_hazard_setup = PTHREAD_ONCE_INIT;
/// Non-zero once the process may ask the kernel for a barrier on every thread that runs it (Linux's
/// `membarrier`): readers then announce with a plain store, and the rare writer pays for the ordering.
static int cdi_hazard_asymmetric = 0;

/// When a thread ends, its record becomes free for the next thread that reads.
static void cdi_hazard_hand_back(void *value) {
    cdi_hazard_record *record = (cdi_hazard_record *)value;
    cdi_thread_hazard_record = 0;
    __atomic_store_n(&record->announced, 0, __ATOMIC_RELEASE);
    __atomic_store_n(&record->owned, 0, __ATOMIC_RELEASE);
}

/// Runs once, before any thread takes a record (so before any reader announces anything).
static void cdi_hazard_set_up(void) {
    pthread_key_create(&cdi_hazard_thread_end, cdi_hazard_hand_back);
#if defined(__linux__) && defined(MEMBARRIER_CMD_PRIVATE_EXPEDITED)
    cdi_hazard_asymmetric = syscall(SYS_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0, 0) == 0;
#endif
}

static cdi_hazard_record *cdi_hazard_take_record(void) {
    for (cdi_hazard_record *record = __atomic_load_n(&cdi_hazard_records, __ATOMIC_SEQ_CST); record != 0;
         record = record->next) {
        intptr_t unowned = 0;
        if (__atomic_load_n(&record->owned, __ATOMIC_RELAXED) == 0
            && __atomic_compare_exchange_n(&record->owned, &unowned, 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED)) {
            return record;
        }
    }
    cdi_hazard_record *record = calloc(1, sizeof(cdi_hazard_record));
    if (record == 0) {
        abort();
    }
    record->owned = 1;
    cdi_hazard_record *head = __atomic_load_n(&cdi_hazard_records, __ATOMIC_SEQ_CST);
    do {
        record->next = head;
    } while (!__atomic_compare_exchange_n(&cdi_hazard_records, &head, record, 1, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
    return record;
}

/// The calling thread's record, taken on its first read.
static cdi_hazard_record *cdi_hazard_record_of_thread(void) {
    cdi_hazard_record *record = cdi_thread_hazard_record;
    if (record != 0) {
        return record;
    }
    pthread_once(&cdi_hazard_setup, cdi_hazard_set_up);
    record = cdi_hazard_take_record();
    cdi_thread_hazard_record = record;
    pthread_setspecific(cdi_hazard_thread_end, record);
    return record;
}

intptr_t cdi_hazard_retain_loaded(const intptr_t *address, intptr_t pointer) {
    cdi_hazard_record *record = cdi_hazard_record_of_thread();
    while (pointer != 0) {
        intptr_t again;
        if (cdi_hazard_asymmetric) {
            // The writer's membarrier orders this store before this load on every thread.
            __atomic_store_n(&record->announced, pointer, __ATOMIC_RELAXED);
            __atomic_signal_fence(__ATOMIC_SEQ_CST);
            again = __atomic_load_n(address, __ATOMIC_ACQUIRE);
        } else {
            __atomic_store_n(&record->announced, pointer, __ATOMIC_SEQ_CST);
            again = __atomic_load_n(address, __ATOMIC_SEQ_CST);
        }
        if (again == pointer) {
            cdi_hazard_retain((void *)pointer);
            break;
        }
        pointer = again;
    }
    __atomic_store_n(&record->announced, 0, __ATOMIC_RELEASE);
    return pointer;
}

void cdi_hazard_wait_until_unannounced(intptr_t pointer) {
    pthread_once(&cdi_hazard_setup, cdi_hazard_set_up);
#if defined(__linux__) && defined(MEMBARRIER_CMD_PRIVATE_EXPEDITED)
    if (cdi_hazard_asymmetric) {
        // Every running thread passes a full barrier: an announcement made before the reader's check is
        // visible below, and a check made after this sees the reference emptied.
        syscall(SYS_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0);
    }
#endif
    for (cdi_hazard_record *record = __atomic_load_n(&cdi_hazard_records, __ATOMIC_SEQ_CST); record != 0;
         record = record->next) {
        while (__atomic_load_n(&record->announced, __ATOMIC_SEQ_CST) == pointer) {
            sched_yield();
        }
    }
}
