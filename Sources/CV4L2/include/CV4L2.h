#ifndef SHELFSCAN_CV4L2_H
#define SHELFSCAN_CV4L2_H

#include <linux/videodev2.h>

/// The V4L2 ioctl request numbers, which <linux/videodev2.h> defines as function-like macros
/// that Swift cannot import.
extern const unsigned long cv4l2_querycap;
extern const unsigned long cv4l2_enum_fmt;
extern const unsigned long cv4l2_g_fmt;
extern const unsigned long cv4l2_s_fmt;
extern const unsigned long cv4l2_enum_framesizes;
extern const unsigned long cv4l2_enum_frameintervals;
extern const unsigned long cv4l2_g_parm;
extern const unsigned long cv4l2_s_parm;
extern const unsigned long cv4l2_reqbufs;
extern const unsigned long cv4l2_querybuf;
extern const unsigned long cv4l2_qbuf;
extern const unsigned long cv4l2_dqbuf;
extern const unsigned long cv4l2_streamon;
extern const unsigned long cv4l2_streamoff;

/// The pixel formats ShelfScan reads, which <linux/videodev2.h> builds with the function-like
/// macro `v4l2_fourcc`.
extern const unsigned int cv4l2_pix_fmt_grey;
extern const unsigned int cv4l2_pix_fmt_yuyv;
extern const unsigned int cv4l2_pix_fmt_mjpeg;
extern const unsigned int cv4l2_pix_fmt_jpeg;

/// Calls `ioctl(fd, request, arg)` again while it fails with EINTR. Returns 0, or the errno of
/// the failure.
int cv4l2_ioctl(int fd, unsigned long request, void *arg);

#endif
