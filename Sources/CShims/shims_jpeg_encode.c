#include "shims_jpeg_encode.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

/// libjpeg's error manager extended with a jump target and the last message, so a fatal error
/// returns to `compress_into` instead of calling exit() and nothing reaches stderr.
typedef struct {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} encode_error_manager;

/// Everything that must survive a longjmp lives here, behind a pointer, rather than in
/// automatic variables of the function that called setjmp (whose values would be indeterminate).
typedef struct {
    struct jpeg_compress_struct cinfo;
    encode_error_manager error;
    unsigned char *buffer;
    unsigned long buffer_size;
    /// Set once jpeg_mem_dest has returned, i.e. once its destination manager is complete.
    int destination_ready;
} encode_context;

static void encode_error_exit(j_common_ptr cinfo) {
    encode_error_manager *manager = (encode_error_manager *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, manager->message);
    longjmp(manager->jump, 1);
}

static void encode_output_message(j_common_ptr cinfo) {
    encode_error_manager *manager = (encode_error_manager *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, manager->message);
}

static void copy_message(char *message, size_t message_size, const char *text) {
    if (message == NULL || message_size == 0) return;
    snprintf(message, message_size, "%s", text);
}

/// Runs the whole compression; returns 0 after a libjpeg error exit, 1 on success.
static int compress_into(encode_context *context, const shims_jpeg_encode_request *request) {
    struct jpeg_compress_struct *cinfo = &context->cinfo;
    if (setjmp(context->error.jump)) {
        return 0;
    }
    jpeg_create_compress(cinfo);
    jpeg_mem_dest(cinfo, &context->buffer, &context->buffer_size);
    context->destination_ready = 1;

    cinfo->image_width = (JDIMENSION)request->width;
    cinfo->image_height = (JDIMENSION)request->height;
    cinfo->input_components = request->components;
    switch (request->components) {
    case 1: cinfo->in_color_space = JCS_GRAYSCALE; break;
    case 3: cinfo->in_color_space = JCS_RGB; break;
    default: cinfo->in_color_space = JCS_CMYK; break;
    }
    jpeg_set_defaults(cinfo);
    jpeg_set_quality(cinfo, request->quality, TRUE);
    if (request->progressive) {
        jpeg_simple_progression(cinfo);
    }
    // EXIF readers expect APP1 right after SOI, where a JFIF APP0 would otherwise go.
    if (request->exif != NULL) {
        cinfo->write_JFIF_header = FALSE;
    }
    jpeg_start_compress(cinfo, TRUE);
    if (request->exif != NULL) {
        jpeg_write_marker(cinfo, JPEG_APP0 + 1, request->exif, (unsigned int)request->exif_size);
    }
    while (cinfo->next_scanline < cinfo->image_height) {
        JSAMPROW row = (JSAMPROW)(request->pixels + (size_t)cinfo->next_scanline * request->stride);
        jpeg_write_scanlines(cinfo, &row, 1);
    }
    jpeg_finish_compress(cinfo);
    return 1;
}

shims_jpeg_encode_status shims_jpeg_encode(const shims_jpeg_encode_request *request,
                                           unsigned char **output, size_t *output_size,
                                           char *message, size_t message_size) {
    if (output == NULL || output_size == NULL) {
        copy_message(message, message_size, "no place for the output");
        return SHIMS_JPEG_ENCODE_BAD_ARGUMENT;
    }
    *output = NULL;
    *output_size = 0;
    if (request == NULL || request->pixels == NULL || request->width <= 0 || request->height <= 0
        || (request->components != 1 && request->components != 3 && request->components != 4)
        || request->stride < (size_t)request->width * (size_t)request->components
        || request->quality < 1 || request->quality > 100
        || (request->exif != NULL && request->exif_size > 65533)) {
        copy_message(message, message_size, "invalid encode request");
        return SHIMS_JPEG_ENCODE_BAD_ARGUMENT;
    }

    encode_context *context = calloc(1, sizeof(encode_context));
    if (context == NULL) {
        copy_message(message, message_size, "out of memory");
        return SHIMS_JPEG_ENCODE_FAILED;
    }
    context->cinfo.err = jpeg_std_error(&context->error.pub);
    context->error.pub.error_exit = encode_error_exit;
    context->error.pub.output_message = encode_output_message;

    int succeeded = compress_into(context, request);
    if (!succeeded && context->destination_ready) {
        // jpeg_mem_dest publishes its current (possibly reallocated) buffer only in
        // term_destination; calling it here hands that buffer back so it can be freed.
        (*context->cinfo.dest->term_destination)(&context->cinfo);
    }
    jpeg_destroy_compress(&context->cinfo);

    shims_jpeg_encode_status status;
    if (succeeded) {
        *output = context->buffer;
        *output_size = (size_t)context->buffer_size;
        status = SHIMS_JPEG_ENCODE_OK;
    } else {
        free(context->buffer);
        copy_message(message, message_size, context->error.message);
        status = SHIMS_JPEG_ENCODE_FAILED;
    }
    free(context);
    return status;
}

void shims_jpeg_encode_free(unsigned char *output) {
    free(output);
}
