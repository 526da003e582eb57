#ifndef SHELFSCAN_SHIMS_JPEG_DECODE_H
#define SHELFSCAN_SHIMS_JPEG_DECODE_H

#include <stddef.h>

/// Outcome of a JPEG call: libjpeg's error exit never leaves C, it becomes one of these codes.
typedef enum {
    SHIMS_JPEG_OK = 0,
    /// libjpeg reported a fatal error; the message says which.
    SHIMS_JPEG_ERROR = 1,
    /// The data ended before the image did (libjpeg's premature-end warning).
    SHIMS_JPEG_TRUNCATED = 2,
    /// A colour space this shim cannot turn into gray.
    SHIMS_JPEG_UNSUPPORTED = 3,
    /// Memory for a row buffer could not be had.
    SHIMS_JPEG_NO_MEMORY = 4
} shims_jpeg_status;

/// What the JPEG header says, read without decoding any pixels.
typedef struct {
    int width;
    int height;
    int components;
    /// libjpeg's J_COLOR_SPACE of the stored data.
    int color_space;
    int progressive;
} shims_jpeg_header;

/// Reads the header with `jpeg_read_header`. `message` (of `message_size` bytes) receives
/// libjpeg's text on failure; nothing is printed.
shims_jpeg_status shims_jpeg_read_header(const unsigned char *data, size_t size,
                                         shims_jpeg_header *header,
                                         char *message, size_t message_size);

/// Decompresses the whole image to 8-bit luminance with `jpeg_start_decompress` and
/// `jpeg_read_scanlines`. `out` holds `height` rows of `out_stride` bytes. YCbCr, RGB and gray
/// data become luma; CMYK and YCCK (Adobe inverted or not) are converted through RGB.
shims_jpeg_status shims_jpeg_decode_gray(const unsigned char *data, size_t size,
                                         unsigned char *out, size_t out_stride,
                                         char *message, size_t message_size);

#endif
