#ifndef BINDING_THREAD_LOCAL_H
#define BINDING_THREAD_LOCAL_H

/// The tracking frame of the evaluation running on this thread (an
/// unretained Swift object), or NULL. Read on every tracked read of a
/// relay, so it is a plain C thread-local rather than a pthread key.
///
/// Initial-exec: the variable sits in the static TLS block, reached without
/// a call. The library is linked into the executable (or loaded with it).
extern __thread void *binding_current_frame
    __attribute__((tls_model("initial-exec")));

static inline void *binding_get_current_frame(void) {
    return binding_current_frame;
}

static inline void binding_set_current_frame(void *frame) {
    binding_current_frame = frame;
}

/// A value unique to the calling thread while it runs (the address of its
/// thread-local above): what a recursive lock compares to find its owner.
static inline const void *binding_thread_token(void) {
    return &binding_current_frame;
}

#endif
