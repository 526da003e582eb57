#include "fuzzer_driver.h"

// libFuzzer's entry point for programs with their own main (compiler-rt, LLVM 12 and later).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));

int shelfscan_fuzz_run(int argc, char **argv, shelfscan_fuzz_test test) {
    return LLVMFuzzerRunDriver(&argc, &argv, test);
}
