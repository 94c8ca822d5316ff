#ifndef DOGS_FILE_SYSTEM_CALLS_H
#define DOGS_FILE_SYSTEM_CALLS_H

/// Renames `from` (in the folder `fromFolder`) to `to` (in `toFolder`) only if nothing is
/// called `to` yet: 0 on success, -1 with errno set (EEXIST when the name is taken).
/// Atomic where the file system supports it (renameat2's RENAME_NOREPLACE on Linux,
/// RENAME_EXCL on macOS); elsewhere a hard link and an unlink, then a check and a rename.
int dogs_rename_exclusive(int fromFolder, const char *from, int toFolder, const char *to);

/// Starts writing the file's dirty pages to the disk without waiting for them (Linux's
/// sync_file_range with SYNC_FILE_RANGE_WRITE); does nothing elsewhere. Durability still
/// needs fsync: this only moves the wait earlier.
void dogs_start_writeback(int file);

/// Whether the file `name` in `folder` may not be replaced or changed: immutable or append-only
/// (chattr +i or +a on Linux, chflags uchg or uappnd on macOS). 1 when so, 0 when not or when
/// the file system keeps no such flags, -1 with errno set when the file cannot be looked at.
int dogs_is_unchangeable(int folder, const char *name);

#endif
