#include "binding_thread_local.h"

__thread void *binding_current_frame __attribute__((tls_model("initial-exec"))) = 0;
