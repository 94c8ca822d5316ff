"""The PNGs Chromium gives back: their size, their pixels, and how much of two of them differs."""

import struct
import zlib

from .verdicts import Failure


def png_size(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        return None
    return struct.unpack("!II", data[16:24])


def png_pixels(data):
    """(width, height, rows of bytes, bytes per pixel) of an 8-bit, non-interlaced PNG, as
    Chromium writes screenshots; raises Failure for anything else."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise Failure("a screenshot that is not a PNG")
    position, chunks, header = 8, [], None
    while position + 8 <= len(data):
        length, kind = struct.unpack("!I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack("!IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    if header is None:
        raise Failure("a screenshot PNG without IHDR")
    width, height, depth, colour, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        raise Failure(f"a screenshot PNG of a kind not read here (depth {depth}, colour type {colour})")
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    previous = bytearray(stride)
    rows = []
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                corner = previous[i - channels] if i >= channels else 0
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append(bytes(line))
        previous = line
    return width, height, rows, channels


def changed_share(first, second):
    """The share of pixels that differ (by more than 8 in any channel) between two PNGs of one size."""
    width, height, rows_a, channels = png_pixels(first)
    width_b, height_b, rows_b, channels_b = png_pixels(second)
    if (width, height, channels) != (width_b, height_b, channels_b) or not width * height:
        raise Failure("two screenshots of one box differ in size")
    changed = 0
    for row_a, row_b in zip(rows_a, rows_b):
        for x in range(0, width * channels, channels):
            if any(abs(row_a[x + c] - row_b[x + c]) > 8 for c in range(channels)):
                changed += 1
    return changed / (width * height)
