#ifndef CDI_TASK_LOCALS_H
#define CDI_TASK_LOCALS_H

/// The Swift runtime's push and pop of a task-local value, what `TaskLocal.withValue` does around its operation, and
/// its read, what `TaskLocal.get` does before it copies the value.
///
/// DICore's awaited builds call them directly: the runtime library's `withValue` is generic and not specialised
/// for the caller, takes the caller's isolation and hops to it, and adds two async calls to each build; `get` is
/// generic too, and copies the value through its type's witnesses. The runtime exports all three on every platform Swift concurrency runs on; they use Swift's calling convention, which
/// for these pointer arguments is the platform's C convention.
#if __has_attribute(swiftcall)
#define CDI_SWIFT_CC __attribute__((swiftcall))
#else
#define CDI_SWIFT_CC
#endif

/// Makes the value at `value` (taken, +1, of the type `value_type`) the current task's value of the task-local
/// `key` (the `TaskLocal` object) until the matching pop.
CDI_SWIFT_CC extern void swift_task_localValuePush(const void *key, void *value, const void *value_type);

/// The current task's value of the task-local `key`, in place (valid until it is popped), or NULL if it has none.
CDI_SWIFT_CC extern void *swift_task_localValueGet(const void *key);

/// Removes the current task's latest pushed task-local value.
CDI_SWIFT_CC extern void swift_task_localValuePop(void);

/// The task running the current thread's code, or NULL outside every task.
CDI_SWIFT_CC extern void *swift_task_getCurrent(void);

#endif
