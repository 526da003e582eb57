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
/// data become luma; CMYK and YCCK (Adobe inverted or not) are converted through RGB. A
/// progressive file with more than `max_scans` scans is refused.
shims_jpeg_status shims_jpeg_decode_gray(const unsigned char *data, size_t size, int max_scans,
                                         unsigned char *out, size_t out_stride,
                                         char *message, size_t message_size);

/// Decompresses the whole image to interleaved 8-bit RGB at 1/`scale_denom` of its size
/// (1, 2, 4 or 8), using libjpeg's scaled inverse DCT: every entropy-coded block is still read,
/// so damage and truncation are found as in a full-size decode, at a fraction of the cost.
/// The output is packed (`3 * width` bytes per row) and must fit `out_capacity` bytes; its size
/// is stored in `out_width` and `out_height`. A progressive file with more than `max_scans`
/// scans is refused. CMYK and YCCK data are converted to RGB (Adobe inverted or not).
shims_jpeg_status shims_jpeg_decode_rgb_scaled(const unsigned char *data, size_t size,
                                               int scale_denom, int max_scans,
                                               unsigned char *out, size_t out_capacity,
                                               int *out_width, int *out_height,
                                               char *message, size_t message_size);

#endif
