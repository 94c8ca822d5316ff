// renameat2 and sync_file_range are declared only with _GNU_SOURCE, and Swift does not see them: hence these few lines of C.
#define _GNU_SOURCE
#include "FileSystemCalls.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>
#if defined(__linux__)
#include <linux/fs.h>
#include <sys/ioctl.h>
#endif

#if defined(__APPLE__)
int dogs_rename_exclusive(int fromFolder, const char *from, int toFolder, const char *to) {
    return renameatx_np(fromFolder, from, toFolder, to, RENAME_EXCL);
}
#else
int dogs_rename_exclusive(int fromFolder, const char *from, int toFolder, const char *to) {
    if (renameat2(fromFolder, from, toFolder, to, RENAME_NOREPLACE) == 0) return 0;
    if (errno != EINVAL && errno != ENOSYS && errno != ENOTSUP) return -1;
    // The file system cannot rename exclusively: a hard link fails on a taken name just as well.
    if (linkat(fromFolder, from, toFolder, to, 0) == 0) return unlinkat(fromFolder, from, 0);
    if (errno == EEXIST) return -1;
    // No hard links either (FAT, some network file systems): check, then rename. Only another
    // program writing into the gallery while dogs holds its lock could slip in between.
    struct stat existing;
    if (fstatat(toFolder, to, &existing, AT_SYMLINK_NOFOLLOW) == 0) {
        errno = EEXIST;
        return -1;
    }
    return renameat(fromFolder, from, toFolder, to);
}
#endif

void dogs_start_writeback(int file) {
#if defined(__linux__)
    sync_file_range(file, 0, 0, SYNC_FILE_RANGE_WRITE);
#else
    (void)file;
#endif
}

int dogs_is_unchangeable(int folder, const char *name) {
#if defined(__APPLE__)
    struct stat status;
    if (fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) != 0) return -1;
    return (status.st_flags & (UF_IMMUTABLE | SF_IMMUTABLE | UF_APPEND | SF_APPEND)) != 0;
#elif defined(__linux__)
    int file = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (file < 0) return -1;
    int flags = 0;
    int result = ioctl(file, FS_IOC_GETFLAGS, &flags) == 0 ? (flags & (FS_IMMUTABLE_FL | FS_APPEND_FL)) != 0 : 0;
    close(file);
    return result;
#else
    (void)folder;
    (void)name;
    return 0;
#endif
}
