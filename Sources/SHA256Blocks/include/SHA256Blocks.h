#ifndef DOGS_SHA256_BLOCKS_H
#define DOGS_SHA256_BLOCKS_H

#include <stddef.h>
#include <stdint.h>

// SHA-256's compression function (FIPS 180-4): every byte of every picture passes through it as
// it arrives, on the thread that drives every transfer, so it is to be as fast as can be had.

/// Hashes `count` whole 64-byte blocks from `blocks` into `state`: on Linux through OpenSSL's
/// rounds (libcrypto, which libcurl loads anyway; assembly that uses the processor's vector or
/// SHA instructions) when it can be found, else in plain C.
void dogs_sha256_blocks(uint32_t state[8], const uint8_t *blocks, size_t count);
/// The same in plain C, whatever is installed.
void dogs_sha256_blocks_portable(uint32_t state[8], const uint8_t *blocks, size_t count);
/// Whether `dogs_sha256_blocks` goes through libcrypto.
int dogs_sha256_uses_libcrypto(void);

#endif
