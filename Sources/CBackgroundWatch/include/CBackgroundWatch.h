#ifndef WIRING_CBACKGROUNDWATCH_H
#define WIRING_CBACKGROUNDWATCH_H

/* One background thread for a command-line tool: it prints progress reminders while a long
   step runs, and turns SIGINT and SIGTERM into a call on that thread, where the tool may take
   locks, remove its temporary files and end the process.

   A signal handler may only do async-signal-safe work, so the one installed here writes the
   signal's number to a pipe; the thread waits on that pipe with a timeout for the next
   reminder. Plain POSIX: a pipe, poll, sigaction and one pthread, the same on macOS and Linux.
   Starting costs one thread; nothing runs while there is nothing to do. */

/* Called on the background thread whenever it wakes; returns how many milliseconds to wait
   before calling again, or -1 to wait until woken. */
typedef int (*wiring_watch_tick)(void);

/* Called on the background thread with the number of a caught signal. */
typedef void (*wiring_watch_signal)(int signal_number);

/* Starts the background thread, once per process; later calls do nothing. Returns 0, or the
   errno value of the pipe or thread that could not be made. */
int wiring_watch_start(wiring_watch_tick tick);

/* Catches SIGINT and SIGTERM from now on and hands them to `on_signal` on the background
   thread, and unblocks them in the calling thread (call it from the main thread, after
   wiring_watch_start succeeded). Returns 0, or an errno value (the signals then keep their
   default action). */
int wiring_watch_catch_interrupts(wiring_watch_signal on_signal);

/* Makes the background thread call its tick now, for example when a new step begins. */
void wiring_watch_wake(void);

#endif
