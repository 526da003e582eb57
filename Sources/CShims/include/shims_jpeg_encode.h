#ifndef SHELFSCAN_SHIMS_JPEG_ENCODE_H
#define SHELFSCAN_SHIMS_JPEG_ENCODE_H

#include <stddef.h>

/// Outcome of `shims_jpeg_encode`: libjpeg's error exit never leaves C, it becomes one of these.
typedef enum {
    SHIMS_JPEG_ENCODE_OK = 0,
    /// libjpeg reported a fatal error; the message says which.
    SHIMS_JPEG_ENCODE_FAILED = 1,
    /// The arguments were rejected before libjpeg was called.
    SHIMS_JPEG_ENCODE_BAD_ARGUMENT = 2
} shims_jpeg_encode_status;

/// What to compress and how.
typedef struct {
    /// Pixel rows, top to bottom, `stride` bytes apart.
    const unsigned char *pixels;
    size_t stride;
    int width;
    int height;
    /// 1 (gray), 3 (RGB) or 4 (CMYK, written as given with an Adobe marker).
    int components;
    /// 1…100, as for `jpeg_set_quality`.
    int quality;
    /// Non-zero for a progressive scan script (`jpeg_simple_progression`).
    int progressive;
    /// Payload of an APP1 marker (starting with "Exif\0\0") or NULL; at most 65533 bytes.
    const unsigned char *exif;
    size_t exif_size;
} shims_jpeg_encode_request;

/// Compresses `request` with `jpeg_start_compress`, `jpeg_write_scanlines` and
/// `jpeg_finish_compress` into memory from `jpeg_mem_dest`.
///
/// On success `*output` holds `*output_size` bytes that the caller releases with
/// `shims_jpeg_encode_free`. On failure `*output` is NULL, nothing is left allocated, and
/// `message` (of `message_size` bytes) receives libjpeg's text; nothing is printed.
shims_jpeg_encode_status shims_jpeg_encode(const shims_jpeg_encode_request *request,
                                           unsigned char **output, size_t *output_size,
                                           char *message, size_t message_size);

/// Releases a buffer returned by `shims_jpeg_encode`.
void shims_jpeg_encode_free(unsigned char *output);

#endif
