#include "CBackgroundWatch.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stddef.h>
#include <unistd.h>

static pthread_mutex_t start_lock = PTHREAD_MUTEX_INITIALIZER;
/* Set once, under start_lock, before anything reads them. */
static atomic_int started = 0;
static int wake_pipe[2] = {-1, -1};
static wiring_watch_tick tick_function = NULL;
static _Atomic(wiring_watch_signal) signal_function = NULL;

/* The signal handler: only write(2), which is async-signal-safe, and errno kept as it was. */
static void forward_signal(int signal_number) {
    int saved = errno;
    unsigned char byte = (unsigned char)signal_number;
    ssize_t written = write(wake_pipe[1], &byte, 1);
    (void)written;
    errno = saved;
}

static void *watch(void *unused) {
    (void)unused;
    for (;;) {
        int wait = tick_function();
        struct pollfd entry = {.fd = wake_pipe[0], .events = POLLIN, .revents = 0};
        int ready = poll(&entry, 1, wait);
        if (ready < 0 && errno != EINTR) return NULL;
        if (ready <= 0) continue;
        unsigned char bytes[16];
        ssize_t count = read(wake_pipe[0], bytes, sizeof bytes);
        for (ssize_t index = 0; index < count; index++) {
            /* A zero byte only wakes the thread; anything else is a signal's number. */
            wiring_watch_signal handler = atomic_load(&signal_function);
            if (bytes[index] != 0 && handler) handler(bytes[index]);
        }
    }
}

static int close_on_exec(int descriptor) {
    int flags = fcntl(descriptor, F_GETFD);
    return flags < 0 ? -1 : fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC);
}

int wiring_watch_start(wiring_watch_tick tick) {
    pthread_mutex_lock(&start_lock);
    int failure = 0;
    if (!atomic_load(&started)) {
        if (pipe(wake_pipe) != 0) {
            failure = errno;
        } else if (close_on_exec(wake_pipe[0]) != 0 || close_on_exec(wake_pipe[1]) != 0
                   || fcntl(wake_pipe[1], F_SETFL, fcntl(wake_pipe[1], F_GETFL) | O_NONBLOCK) != 0) {
            failure = errno;
        } else {
            tick_function = tick;
            pthread_attr_t attributes;
            pthread_attr_init(&attributes);
            pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
            pthread_t thread;
            failure = pthread_create(&thread, &attributes, watch, NULL);
            pthread_attr_destroy(&attributes);
        }
        if (failure == 0) {
            atomic_store(&started, 1);
        } else if (wake_pipe[0] >= 0) {
            close(wake_pipe[0]);
            close(wake_pipe[1]);
            wake_pipe[0] = wake_pipe[1] = -1;
        }
    }
    pthread_mutex_unlock(&start_lock);
    return failure;
}

int wiring_watch_catch_interrupts(wiring_watch_signal on_signal) {
    if (!atomic_load(&started)) return EINVAL;
    atomic_store(&signal_function, on_signal);
    struct sigaction action;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    action.sa_handler = forward_signal;
    if (sigaction(SIGINT, &action, NULL) != 0 || sigaction(SIGTERM, &action, NULL) != 0) return errno;
    /* A parent may have started this process with the signals blocked (a thread of a dispatch
       pool blocks them all, and a spawned child inherits the mask); blocked, they would never
       reach the handler. */
    sigset_t interrupts;
    sigemptyset(&interrupts);
    sigaddset(&interrupts, SIGINT);
    sigaddset(&interrupts, SIGTERM);
    return pthread_sigmask(SIG_UNBLOCK, &interrupts, NULL);
}

void wiring_watch_wake(void) {
    if (!atomic_load(&started)) return;
    unsigned char byte = 0;
    ssize_t written = write(wake_pipe[1], &byte, 1);
    (void)written;
}
