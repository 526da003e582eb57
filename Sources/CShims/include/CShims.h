#ifndef SHELFSCAN_CSHIMS_H
#define SHELFSCAN_CSHIMS_H

#include "shims_jpeg_decode.h"
#include "shims_jpeg_encode.h"

#endif
