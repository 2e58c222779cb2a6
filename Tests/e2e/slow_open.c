/* Makes opening one file slow, as a picture on a network share or a spun-down disk is: any
 * path holding SHEAF_SLOW_NAME (an environment variable) takes 3 s to open. Loaded into Sheaf
 * with LD_PRELOAD by the slow-picture test, so that what it checks (the detail says it is
 * loading, and never shows the previous file under the new name) does not depend on how
 * fast this machine decodes. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void pause_if_slow(const char *path)
{
  const char *slow = getenv("SHEAF_SLOW_NAME");
  if (path && slow && *slow && strstr(path, slow)) {
    struct timespec pause = {3, 0};
    nanosleep(&pause, NULL);
  }
}

#define SLOW_OPEN(name, ...)                                                        \
  int name(__VA_ARGS__, int flags, ...)                                            \
  {                                                                                \
    static int (*next)();                                                          \
    if (!next)                                                                     \
      next = (int (*)())dlsym(RTLD_NEXT, #name);                                   \
    mode_t mode = 0;                                                               \
    if (flags & (O_CREAT | O_TMPFILE)) {                                           \
      va_list arguments;                                                           \
      va_start(arguments, flags);                                                  \
      mode = va_arg(arguments, mode_t);                                            \
      va_end(arguments);                                                           \
    }                                                                              \
    pause_if_slow(path);                                                           \
    return CALL_##name;                                                            \
  }

#define CALL_open next(path, flags, mode)
#define CALL_open64 next(path, flags, mode)
#define CALL_openat next(dir, path, flags, mode)
#define CALL_openat64 next(dir, path, flags, mode)

SLOW_OPEN(open, const char *path)
SLOW_OPEN(open64, const char *path)
SLOW_OPEN(openat, int dir, const char *path)
SLOW_OPEN(openat64, int dir, const char *path)
