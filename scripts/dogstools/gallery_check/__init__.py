"""scripts/check-gallery: whether a gallery folder is whole and consistent, one module a part of
the invariant."""
