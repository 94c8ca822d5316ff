#ifndef DOGS_SHA256_BLOCKS_H
#define DOGS_SHA256_BLOCKS_H

#include <stddef.h>
#include <stdint.h>

// SHA-256's compression function (FIPS 180-4), in C: every byte of every picture passes through
// it as it arrives, and C stays fast in a debug build where Swift's checked arithmetic does not.

/// Hashes `count` whole 64-byte blocks from `blocks` into `state`.
void dogs_sha256_blocks(uint32_t state[8], const uint8_t *blocks, size_t count);

#endif
