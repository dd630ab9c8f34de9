// libFuzzer's own mutator, for Fuzz/EdgeValueMutator.swift (passed to swiftc with -import-objc-header,
// which on Linux imports plain C declarations).
#include <stddef.h>
#include <stdint.h>

size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);
