#include "CV4L2.h"

#include <errno.h>
#include <sys/ioctl.h>

const unsigned long cv4l2_querycap = VIDIOC_QUERYCAP;
const unsigned long cv4l2_enum_fmt = VIDIOC_ENUM_FMT;
const unsigned long cv4l2_g_fmt = VIDIOC_G_FMT;
const unsigned long cv4l2_s_fmt = VIDIOC_S_FMT;
const unsigned long cv4l2_enum_framesizes = VIDIOC_ENUM_FRAMESIZES;
const unsigned long cv4l2_enum_frameintervals = VIDIOC_ENUM_FRAMEINTERVALS;
const unsigned long cv4l2_g_parm = VIDIOC_G_PARM;
const unsigned long cv4l2_s_parm = VIDIOC_S_PARM;
const unsigned long cv4l2_reqbufs = VIDIOC_REQBUFS;
const unsigned long cv4l2_querybuf = VIDIOC_QUERYBUF;
const unsigned long cv4l2_qbuf = VIDIOC_QBUF;
const unsigned long cv4l2_dqbuf = VIDIOC_DQBUF;
const unsigned long cv4l2_streamon = VIDIOC_STREAMON;
const unsigned long cv4l2_streamoff = VIDIOC_STREAMOFF;

const unsigned int cv4l2_pix_fmt_grey = V4L2_PIX_FMT_GREY;
const unsigned int cv4l2_pix_fmt_yuyv = V4L2_PIX_FMT_YUYV;
const unsigned int cv4l2_pix_fmt_mjpeg = V4L2_PIX_FMT_MJPEG;
const unsigned int cv4l2_pix_fmt_jpeg = V4L2_PIX_FMT_JPEG;

int cv4l2_ioctl(int fd, unsigned long request, void *arg) {
    int result;
    do {
        result = ioctl(fd, request, arg);
    } while (result == -1 && errno == EINTR);
    return result == -1 ? errno : 0;
}
