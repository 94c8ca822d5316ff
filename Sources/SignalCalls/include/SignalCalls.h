#ifndef DOGS_SIGNAL_CALLS_H
#define DOGS_SIGNAL_CALLS_H

/// Makes each of the `count` signals in `signals`, when it arrives, write its number as one byte
/// to `descriptor` (a pipe's writing end, non-blocking), and nothing else: the handler is
/// async-signal-safe, and whoever reads the pipe acts. 0 on success, -1 with errno set.
int dogs_signals_to_pipe(const int *signals, int count, int descriptor);

#endif
