/* Makes reading a folder slow, as on a network share or a spun-down disk: every 100th entry
 * read costs 2 ms, so a folder of 100,000 files takes at least 2 s to list on any machine.
 * Loaded into Sheaf with LD_PRELOAD by the large-folder test, so that what it checks (the
 * window answers while the folder loads) does not depend on how fast this machine lists. */
#define _GNU_SOURCE
#include <dirent.h>
#include <dlfcn.h>
#include <time.h>

static void pause_now_and_then(void)
{
  static __thread unsigned entries;
  if (++entries % 100 == 0) {
    struct timespec pause = {0, 2 * 1000 * 1000};
    nanosleep(&pause, NULL);
  }
}

struct dirent *readdir(DIR *dir)
{
  static struct dirent *(*next)(DIR *);
  if (!next)
    next = (struct dirent *(*)(DIR *))dlsym(RTLD_NEXT, "readdir");
  pause_now_and_then();
  return next(dir);
}

struct dirent64 *readdir64(DIR *dir)
{
  static struct dirent64 *(*next)(DIR *);
  if (!next)
    next = (struct dirent64 *(*)(DIR *))dlsym(RTLD_NEXT, "readdir64");
  pause_now_and_then();
  return next(dir);
}
