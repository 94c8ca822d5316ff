"""The fixture JPEG the made-up pictures are made of, and a JPEG's size in pixels."""


def smallest_jpeg(paths):
    """(path, bytes) of the smallest JPEG among the files at `paths` (of two as small, the first
    path in sorted order), or None when none is a JPEG."""
    found = []
    for path in paths:
        with open(path, "rb") as f:
            data = f.read()
        if data.startswith(b"\xff\xd8\xff"):
            found.append((len(data), path, data))
    return min(found)[1:] if found else None


def jpeg_pixels(data):
    """(width, height) from a JPEG's SOF segment, or None."""
    i = 2
    while i + 4 <= len(data):
        if data[i] != 0xFF:
            return None
        marker = data[i + 1]
        if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:
            i += 2
            continue
        length = int.from_bytes(data[i + 2:i + 4], "big")
        if marker in (0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF):
            height = int.from_bytes(data[i + 5:i + 7], "big")
            width = int.from_bytes(data[i + 7:i + 9], "big")
            return width, height
        i += 2 + length
    return None
