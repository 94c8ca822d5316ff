#include "SignalCalls.h"
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t dogs_signal_pipe = -1;

/// Only write(2), which is async-signal-safe, and errno kept for the code it interrupted.
static void dogs_signal_to_pipe(int number) {
    int saved = errno;
    unsigned char byte = (unsigned char)number;
    (void)write(dogs_signal_pipe, &byte, 1);
    errno = saved;
}

int dogs_signals_to_pipe(const int *signals, int count, int descriptor) {
    dogs_signal_pipe = descriptor;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = dogs_signal_to_pipe;
    // Every handled signal held off while one is handled; interrupted calls carry on.
    sigemptyset(&action.sa_mask);
    for (int index = 0; index < count; index++) sigaddset(&action.sa_mask, signals[index]);
    action.sa_flags = SA_RESTART;
    for (int index = 0; index < count; index++) {
        if (sigaction(signals[index], &action, NULL) != 0) return -1;
    }
    return 0;
}
