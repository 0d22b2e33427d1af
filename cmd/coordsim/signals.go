package main

// Terminating signals: whatever a command is doing when SIGINT, SIGTERM,
// SIGHUP, SIGQUIT or SIGPIPE arrives, no temporary file stays behind and
// it exits 128+signal with one line on stderr. A sweep stops gracefully
// (its rows so far stay whole); any other command stops at once.

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"syscall"

	"coordsim/internal/atomicwrite"
)

var terminating = []os.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT, syscall.SIGPIPE}

// stopper is what the next terminating signal does: nil stops the process
// at once; a sweep sets its graceful stop for as long as it runs.
var stopper struct {
	sync.Mutex
	stop func(os.Signal)
}

// gracefulStop makes the next terminating signal cancel the returned
// context instead of ending the process; release restores the default.
// The signal is the context's cause.
func gracefulStop() (ctx context.Context, release func()) {
	ctx, cancel := context.WithCancelCause(context.Background())
	stopper.Lock()
	stopper.stop = func(sig os.Signal) { cancel(signalCause{sig}) }
	stopper.Unlock()
	return ctx, func() {
		stopper.Lock()
		stopper.stop = nil
		stopper.Unlock()
		cancel(nil)
	}
}

// signalCause is the cause of a context a signal cancelled.
type signalCause struct{ sig os.Signal }

func (s signalCause) Error() string { return "stopped by " + signalName(s.sig) }

// watchSignals handles the terminating signals for the life of the
// process: command names the command in the one line it prints.
func watchSignals(command string, stderr io.Writer) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, terminating...)
	go func() {
		for sig := range ch {
			stopper.Lock()
			stop := stopper.stop
			stopper.Unlock()
			if stop != nil {
				stop(sig)
				continue
			}
			atomicwrite.RemoveTemps()
			fmt.Fprintf(stderr, "coordsim %s: stopped by %s; no file was written or changed\n", command, signalName(sig))
			os.Exit(exitCode(sig))
		}
	}()
}

// exitCode is the shell's convention for a process a signal ended.
func exitCode(sig os.Signal) int {
	if s, ok := sig.(syscall.Signal); ok {
		return 128 + int(s)
	}
	return 130
}

func signalName(sig os.Signal) string {
	names := map[os.Signal]string{syscall.SIGINT: "SIGINT", syscall.SIGTERM: "SIGTERM", syscall.SIGHUP: "SIGHUP", syscall.SIGQUIT: "SIGQUIT", syscall.SIGPIPE: "SIGPIPE"}
	if n, ok := names[sig]; ok {
		return n
	}
	return sig.String()
}
