#ifndef SHELFSCAN_FUZZER_DRIVER_H
#define SHELFSCAN_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// What libFuzzer calls with each input; returns 0.
typedef int (*shelfscan_fuzz_test)(const uint8_t *data, size_t size);

/// Runs libFuzzer's driver (its flags, corpus folders, mutation loop) on `test` and returns its
/// exit status. The driver is entered from Swift's `main` because SwiftPM links an executable's
/// entry point under its own name, so libFuzzer's `main` is never the one that runs.
int shelfscan_fuzz_run(int argc, char **argv, shelfscan_fuzz_test test);

#endif
