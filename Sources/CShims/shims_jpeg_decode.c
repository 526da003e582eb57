// libjpeg reports fatal errors by calling error_exit, which must not return. Swift cannot
// survive a longjmp across its frames, so every libjpeg call lives here, behind setjmp,
// and the caller only sees a status code and a message.

#include "shims_jpeg_decode.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    int saw_premature_end;
    char *message;
    size_t message_size;
} shim_error_mgr;

static void shim_store_message(j_common_ptr cinfo) {
    shim_error_mgr *err = (shim_error_mgr *)cinfo->err;
    if (err->message != NULL && err->message_size > 0) {
        char text[JMSG_LENGTH_MAX];
        (*cinfo->err->format_message)(cinfo, text);
        snprintf(err->message, err->message_size, "%s", text);
    }
}

static void shim_error_exit(j_common_ptr cinfo) {
    shim_error_mgr *err = (shim_error_mgr *)cinfo->err;
    shim_store_message(cinfo);
    longjmp(err->jump, 1);
}

static void shim_emit_message(j_common_ptr cinfo, int level) {
    shim_error_mgr *err = (shim_error_mgr *)cinfo->err;
    if (level < 0 && cinfo->err->msg_code == JWRN_JPEG_EOF) {
        err->saw_premature_end = 1;
        shim_store_message(cinfo);
    }
}

static void shim_output_message(j_common_ptr cinfo) {
    (void)cinfo;
}

static void shim_install_errors(struct jpeg_decompress_struct *cinfo, shim_error_mgr *err,
                                char *message, size_t message_size) {
    cinfo->err = jpeg_std_error(&err->base);
    err->base.error_exit = shim_error_exit;
    err->base.emit_message = shim_emit_message;
    err->base.output_message = shim_output_message;
    err->saw_premature_end = 0;
    err->message = message;
    err->message_size = message_size;
    if (message != NULL && message_size > 0) {
        message[0] = '\0';
    }
}

shims_jpeg_status shims_jpeg_read_header(const unsigned char *data, size_t size,
                                         shims_jpeg_header *header,
                                         char *message, size_t message_size) {
    struct jpeg_decompress_struct cinfo;
    shim_error_mgr err;
    shim_install_errors(&cinfo, &err, message, message_size);
    if (setjmp(err.jump)) {
        int truncated = err.saw_premature_end;
        jpeg_destroy_decompress(&cinfo);
        return truncated ? SHIMS_JPEG_TRUNCATED : SHIMS_JPEG_ERROR;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    int truncated = err.saw_premature_end;
    header->width = (int)cinfo.image_width;
    header->height = (int)cinfo.image_height;
    header->components = cinfo.num_components;
    header->color_space = (int)cinfo.jpeg_color_space;
    header->progressive = cinfo.progressive_mode ? 1 : 0;
    jpeg_destroy_decompress(&cinfo);
    return truncated ? SHIMS_JPEG_TRUNCATED : SHIMS_JPEG_OK;
}

// BT.601 luma weights in 16.16 fixed point, the same as RasterKit's Swift conversions.
static unsigned char shim_luma(unsigned r, unsigned g, unsigned b) {
    return (unsigned char)((19595u * r + 38470u * g + 7471u * b + 32768u) >> 16);
}

// Sets the output colour space: `plain` for grey, YCbCr and RGB input, CMYK for CMYK and YCCK;
// returns 0 with the input space named in `message` for any other.
static int shim_choose_output_space(j_decompress_ptr cinfo, J_COLOR_SPACE plain, char *message,
                                    size_t message_size) {
    switch (cinfo->jpeg_color_space) {
    case JCS_GRAYSCALE:
    case JCS_YCbCr:
    case JCS_RGB:
        cinfo->out_color_space = plain;
        return 1;
    case JCS_CMYK:
    case JCS_YCCK:
        cinfo->out_color_space = JCS_CMYK;
        return 1;
    default:
        snprintf(message, message_size, "colour space %d", (int)cinfo->jpeg_color_space);
        return 0;
    }
}

// Reads every output row into `out`, `stride` bytes apart; with a `cmyk_row` buffer the rows are
// read into it and converted by `convert`. Then ends the decompression. Errors long-jump to the
// caller's handler; data that ends early gives SHIMS_JPEG_TRUNCATED.
static int shim_read_rows(struct jpeg_decompress_struct *cinfo, shim_error_mgr *err, unsigned char *out,
                          size_t stride, unsigned char *cmyk_row,
                          void (*convert)(const unsigned char *, unsigned char *, int, int)) {
    // Photoshop and most other writers that add an Adobe marker store CMYK inverted.
    int inverted = cinfo->saw_Adobe_marker;
    int width = (int)cinfo->output_width;
    while (cinfo->output_scanline < cinfo->output_height) {
        unsigned char *row = out + (size_t)cinfo->output_scanline * stride;
        JSAMPROW target = cmyk_row != NULL ? cmyk_row : row;
        if (jpeg_read_scanlines(cinfo, &target, 1) != 1) {
            break;
        }
        if (cmyk_row != NULL) {
            convert(cmyk_row, row, width, inverted);
        }
        if (err->saw_premature_end) {
            break;
        }
    }
    if (err->saw_premature_end || cinfo->output_scanline < cinfo->output_height) {
        jpeg_destroy_decompress(cinfo);
        return SHIMS_JPEG_TRUNCATED;
    }
    jpeg_finish_decompress(cinfo);
    jpeg_destroy_decompress(cinfo);
    return SHIMS_JPEG_OK;
}

static void shim_cmyk_row_to_gray(const unsigned char *cmyk, unsigned char *out, int width,
                                  int inverted) {
    for (int x = 0; x < width; x++) {
        unsigned c = cmyk[4 * x], m = cmyk[4 * x + 1], y = cmyk[4 * x + 2], k = cmyk[4 * x + 3];
        if (!inverted) {
            c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k;
        }
        out[x] = shim_luma(c * k / 255, m * k / 255, y * k / 255);
    }
}

/// A progress monitor that stops a progressive file with more scans than any encoder writes:
/// each scan walks every block again, so thousands of tiny scans cost seconds for a few bytes.
typedef struct {
    struct jpeg_progress_mgr base;
    int max_scans;
} shim_scan_limit;

static void shim_check_scans(j_common_ptr cinfo) {
    j_decompress_ptr dinfo = (j_decompress_ptr)cinfo;
    shim_scan_limit *limit = (shim_scan_limit *)cinfo->progress;
    if (dinfo->input_scan_number > limit->max_scans) {
        shim_error_mgr *err = (shim_error_mgr *)cinfo->err;
        if (err->message != NULL && err->message_size > 0) {
            snprintf(err->message, err->message_size, "more than %d scans", limit->max_scans);
        }
        longjmp(err->jump, 2);
    }
}

// Watches `cinfo` with `limit`, which must live until the decompression is destroyed.
static void shim_install_scan_limit(struct jpeg_decompress_struct *cinfo, shim_scan_limit *limit,
                                    int max_scans) {
    limit->base.progress_monitor = shim_check_scans;
    limit->max_scans = max_scans;
    cinfo->progress = &limit->base;
}

shims_jpeg_status shims_jpeg_decode_gray(const unsigned char *data, size_t size, int max_scans,
                                         unsigned char *out, size_t out_stride,
                                         char *message, size_t message_size) {
    struct jpeg_decompress_struct cinfo;
    shim_error_mgr err;
    shim_scan_limit limit;
    unsigned char *volatile cmyk_row = NULL;
    shim_install_errors(&cinfo, &err, message, message_size);
    int jumped = setjmp(err.jump);
    if (jumped) {
        int truncated = err.saw_premature_end && jumped == 1;
        free(cmyk_row);
        jpeg_destroy_decompress(&cinfo);
        return truncated ? SHIMS_JPEG_TRUNCATED : SHIMS_JPEG_ERROR;
    }
    jpeg_create_decompress(&cinfo);
    shim_install_scan_limit(&cinfo, &limit, max_scans);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);

    int is_cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    if (!shim_choose_output_space(&cinfo, JCS_GRAYSCALE, message, message_size)) {
        jpeg_destroy_decompress(&cinfo);
        return SHIMS_JPEG_UNSUPPORTED;
    }
    jpeg_start_decompress(&cinfo);
    int width = (int)cinfo.output_width;
    if (is_cmyk) {
        cmyk_row = malloc((size_t)width * 4);
        if (cmyk_row == NULL) {
            jpeg_destroy_decompress(&cinfo);
            return SHIMS_JPEG_NO_MEMORY;
        }
    }
    int status = shim_read_rows(&cinfo, &err, out, out_stride, cmyk_row, shim_cmyk_row_to_gray);
    free(cmyk_row);
    return status;
}

static void shim_cmyk_row_to_rgb(const unsigned char *cmyk, unsigned char *out, int width,
                                 int inverted) {
    for (int x = 0; x < width; x++) {
        unsigned c = cmyk[4 * x], m = cmyk[4 * x + 1], y = cmyk[4 * x + 2], k = cmyk[4 * x + 3];
        if (!inverted) {
            c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k;
        }
        out[3 * x] = (unsigned char)(c * k / 255);
        out[3 * x + 1] = (unsigned char)(m * k / 255);
        out[3 * x + 2] = (unsigned char)(y * k / 255);
    }
}

shims_jpeg_status shims_jpeg_decode_rgb_scaled(const unsigned char *data, size_t size,
                                               int scale_denom, int max_scans,
                                               unsigned char *out, size_t out_capacity,
                                               int *out_width, int *out_height,
                                               char *message, size_t message_size) {
    struct jpeg_decompress_struct cinfo;
    shim_error_mgr err;
    shim_scan_limit limit;
    unsigned char *volatile cmyk_row = NULL;
    shim_install_errors(&cinfo, &err, message, message_size);
    int jumped = setjmp(err.jump);
    if (jumped) {
        int truncated = err.saw_premature_end && jumped == 1;
        free(cmyk_row);
        jpeg_destroy_decompress(&cinfo);
        return truncated ? SHIMS_JPEG_TRUNCATED : SHIMS_JPEG_ERROR;
    }
    jpeg_create_decompress(&cinfo);
    shim_install_scan_limit(&cinfo, &limit, max_scans);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);

    int is_cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    if (!shim_choose_output_space(&cinfo, JCS_RGB, message, message_size)) {
        jpeg_destroy_decompress(&cinfo);
        return SHIMS_JPEG_UNSUPPORTED;
    }
    cinfo.scale_num = 1;
    cinfo.scale_denom = (unsigned int)scale_denom;
    jpeg_calc_output_dimensions(&cinfo);
    size_t width = cinfo.output_width, height = cinfo.output_height;
    if (width * height * 3 > out_capacity) {
        snprintf(message, message_size, "%zux%zu output does not fit %zu bytes", width, height, out_capacity);
        jpeg_destroy_decompress(&cinfo);
        return SHIMS_JPEG_ERROR;
    }
    *out_width = (int)width;
    *out_height = (int)height;
    jpeg_start_decompress(&cinfo);
    if (is_cmyk) {
        cmyk_row = malloc(width * 4);
        if (cmyk_row == NULL) {
            jpeg_destroy_decompress(&cinfo);
            return SHIMS_JPEG_NO_MEMORY;
        }
    }
    int status = shim_read_rows(&cinfo, &err, out, width * 3, cmyk_row, shim_cmyk_row_to_rgb);
    free(cmyk_row);
    return status;
}
