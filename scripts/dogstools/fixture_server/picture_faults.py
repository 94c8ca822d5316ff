"""What the picture faults answer: pictures too big, endless, gzipped, with broken heads or
headers."""

import struct
import threading
import zlib

from .actions import CHUNK, Raw, Streamed, Trickled
from .answers import Response


OVERSIZED_BYTES = 30 * 1024 * 1024


def jpeg_padded(base, total):
    """Chunks of a valid JPEG of exactly `total` bytes: `base` (a whole JPEG)
    with comment (COM) segments of zeros right after its SOI marker, so the
    file still starts FF D8 FF and decodes as `base` does. 1 to 3 spare bytes
    that cannot form a segment go after EOI, where decoders ignore them."""
    padding = total - len(base)
    if padding < 0:
        raise ValueError("a JPEG needs at least %d bytes" % len(base))
    yield base[:2]
    zeros = bytes(65533)
    while padding >= 4:
        payload = min(padding - 4, 65533)
        if 0 < padding - 4 - payload < 4:
            payload -= 4                      # leave enough for one more segment
        yield b"\xff\xfe" + (payload + 2).to_bytes(2, "big") + zeros[:payload]
        padding -= payload + 4
    yield base[2:]
    yield bytes(padding)


BOMB_BYTES = 1024 * 1024 * 1024

_bombs = {}
_bombs_lock = threading.Lock()


def gzip_bomb(head):
    """`head` then zeros, BOMB_BYTES in all, gzip-compressed: about 1 MB on the
    wire. Each MiB ends with a full flush, so every block after the first is
    the same bytes: three compressions make the whole stream in a fraction of
    a second. Made once per head and kept."""
    with _bombs_lock:
        if head not in _bombs:
            packer = zlib.compressobj(9, zlib.DEFLATED, -15)      # raw deflate; gzip framing below
            zeros = bytes(CHUNK)
            first_chunk = head + zeros[len(head):]
            first = packer.compress(first_chunk) + packer.flush(zlib.Z_FULL_FLUSH)
            middle = packer.compress(zeros) + packer.flush(zlib.Z_FULL_FLUSH)
            last = packer.flush(zlib.Z_FINISH)
            count = BOMB_BYTES // CHUNK
            crc = zlib.crc32(first_chunk)
            for _ in range(count - 1):
                crc = zlib.crc32(zeros, crc)
            _bombs[head] = (b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff" + first + middle * (count - 1) + last
                            + struct.pack("<II", crc, (count * CHUNK) & 0xFFFFFFFF))
        return _bombs[head]


def gzip_answer(content_type, head):
    body = gzip_bomb(head)
    return Streamed(200, content_type, [body], len(body), headers=[("Content-Encoding", "gzip")])


def zeros_picture(server, total=None):
    # A JPEG's first bytes, then zeros as fast as the connection takes them:
    # BOMB_BYTES in all with no length (huge), or without end (endless).
    def chunks():
        yield server.base_jpeg[:20]
        zeros = bytes(CHUNK)
        sent = 20
        while not server.stopping.is_set() and (total is None or sent < total):
            yield zeros
            sent += len(zeros)
    return Streamed(200, "image/jpeg", chunks())


def oversized(server, with_length):
    length = OVERSIZED_BYTES if with_length else None
    return Streamed(200, "image/jpeg", jpeg_padded(server.base_jpeg, OVERSIZED_BYTES), length)


METADATA_REDIRECT = "http://169.254.169.254/latest/meta-data/iam/security-credentials/"


def redirect_to_metadata(server):
    # A picture host bouncing the client to the cloud metadata service: a
    # client that follows it would leak credentials into the gallery.
    return Response(302, b"", "text/plain", headers=[("Location", METADATA_REDIRECT)])


# Twice the longest line libcurl takes into a head (100 KiB).
LONG_LINE = 200 * 1024


def picture_head(status_line, fields, body):
    return Raw(status_line + b"\r\n" + b"".join(f + b"\r\n" for f in fields)
               + b"Content-Type: image/jpeg\r\nContent-Length: %d\r\n\r\n" % len(body) + body)


def long_header_line(server):
    return picture_head(b"HTTP/1.1 200 OK", [b"X-Padding: " + b"a" * LONG_LINE], server.base_jpeg)


def long_status_line(server):
    return picture_head(b"HTTP/1.1 200 " + b"O" * LONG_LINE, [], server.base_jpeg)


def http09(server):
    # HTTP/0.9: the body alone, with no status line or header fields, ended by hanging up.
    return Raw(server.base_jpeg)


def trickled(server, path, normal):
    answer = normal()
    return Trickled(answer, interval=0.2 / server.time_scale) if answer.status == 200 else answer


def truncated_no_length(server, path, normal):
    # Close-delimited (no Content-Length), only the first half, then hang up:
    # the client can only tell from the bytes themselves.
    answer = normal()
    if answer.status != 200:
        return answer
    body = answer.body
    return Streamed(200, answer.content_type, [body[:len(body) // 2]])
