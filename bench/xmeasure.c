/* xmeasure: times a GTK program from outside its process, as the X server sees it.
 *
 *   cc -O2 -o xmeasure bench/xmeasure.c -lX11 -lXdamage -lXfixes
 *
 *   xmeasure start [--keep] [--quiet MS] [--timeout MS] [--rows] [--stall] [--verbose]
 *                  -- CMD [ARG...]
 *   xmeasure resize --window WID [--count N] [--widths A,B] [--height H] [--quiet MS]
 *                   [--verbose]
 *   xmeasure stall --window WID [--duration S] [--interval MS]
 *     (prints `pinging=1` once the first ping is out, the figures at the end)
 *   xmeasure key --window WID --key KEYS [--until rows|no-rows|ink] [--quiet MS]
 *                [--timeout MS]
 *     (presses KEYS, e.g. `Return` or `alt+Left`, through XTest once the window is at rest;
 *     `key_until_ms` is when the list's rows appeared or went, or when the right part of the
 *     window showed a wide black bar (ink: a document's page drawn), `key_settled_ms` the
 *     last repaint before QUIET ms without one)
 *
 * Output is one `key=value` per line on stdout, flushed as soon as it is known, so a driver
 * can act on `window=` while the rest is still being measured. Times are milliseconds;
 * `t0` is the launch instant in CLOCK_MONOTONIC seconds (Python's time.monotonic()).
 * Figures that could not be measured read `n/a`. Diagnostics go to stderr, and so does the
 * launched program's output, so stdout closes when xmeasure exits even with --keep.
 *
 * What counts as a repaint: damage (XDamage, ReportNonEmpty) on the top-level window.
 * GTK paints a frame in one burst but the server may report it as several damage events,
 * so events less than BURST_MS apart are one repaint; GTK's frame clock never paints two
 * frames that close together.
 */
#define _GNU_SOURCE
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xdamage.h>
#include <X11/extensions/Xfixes.h>
#include <dlfcn.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define BURST_MS 4.0

static Display *dpy;
static Window root;
static int damage_event_base, damage_error_base;
static Atom atom_wm_protocols, atom_net_wm_ping, atom_net_wm_pid;

static double
now_ms (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void
out (const char *format, ...)
{
  va_list args;
  va_start (args, format);
  vprintf (format, args);
  va_end (args);
  putchar ('\n');
  fflush (stdout);
}

static void
out_ms (const char *key, double ms)
{
  if (ms < 0)
    out ("%s=n/a", key);
  else
    out ("%s=%.1f", key, ms);
}

static void __attribute__ ((noreturn))
die (const char *format, ...)
{
  va_list args;
  va_start (args, format);
  fputs ("xmeasure: ", stderr);
  vfprintf (stderr, format, args);
  va_end (args);
  fputc ('\n', stderr);
  exit (2);
}

/* A window can vanish between an event and our request about it; that is not fatal. */
static int
ignore_x_errors (Display *display, XErrorEvent *error)
{
  return 0;
}

static void
open_display (void)
{
  dpy = XOpenDisplay (NULL);
  if (dpy == NULL)
    die ("cannot open display %s", getenv ("DISPLAY") ? getenv ("DISPLAY") : "(unset)");
  int fixes_event, fixes_error;
  if (!XDamageQueryExtension (dpy, &damage_event_base, &damage_error_base))
    die ("the X server has no DAMAGE extension");
  if (!XFixesQueryExtension (dpy, &fixes_event, &fixes_error))
    die ("the X server has no XFIXES extension");
  XSetErrorHandler (ignore_x_errors);
  root = DefaultRootWindow (dpy);
  atom_wm_protocols = XInternAtom (dpy, "WM_PROTOCOLS", False);
  atom_net_wm_ping = XInternAtom (dpy, "_NET_WM_PING", False);
  atom_net_wm_pid = XInternAtom (dpy, "_NET_WM_PID", False);
}

/* Waits up to `ms` for X events; returns as soon as one is queued. */
static void
wait_events (double ms)
{
  if (XPending (dpy))
    return;
  struct pollfd fd = { ConnectionNumber (dpy), POLLIN, 0 };
  poll (&fd, 1, ms < 0 ? 0 : (int) (ms + 0.999));
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* Nearest-rank percentile of n sorted values. */
static double
percentile (const double *sorted, int n, double p)
{
  if (n == 0)
    return -1;
  int rank = (int) (p / 100.0 * n + 0.999999);
  if (rank < 1)
    rank = 1;
  return sorted[rank > n ? n - 1 : rank - 1];
}

static double
median (const double *sorted, int n)
{
  if (n == 0)
    return -1;
  return n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

static Window
parse_window (const char *text)
{
  char *end;
  unsigned long id = strtoul (text, &end, 0);
  if (*text == '\0' || *end != '\0' || id == 0)
    die ("not a window id: %s", text);
  return (Window) id;
}

/* --- damage ------------------------------------------------------------------------- */

/* Repaints of one window, counted in bursts. */
typedef struct
{
  Damage damage;
  XserverRegion parts;
  int events;     /* raw damage events */
  int repaints;   /* bursts of them */
  double first;   /* ms of the first and last damage, or -1 */
  double last;
  XRectangle box;    /* bounding box of the damage since reset_damage */
  XRectangle latest; /* bounding box of the last event's damage */
} Damaged;

static void
watch_damage (Damaged *d, Window window)
{
  memset (d, 0, sizeof *d);
  d->first = d->last = -1;
  d->damage = XDamageCreate (dpy, window, XDamageReportNonEmpty);
  d->parts = XFixesCreateRegion (dpy, NULL, 0);
}

static void
reset_damage (Damaged *d)
{
  d->events = d->repaints = 0;
  d->first = d->last = -1;
  memset (&d->box, 0, sizeof d->box);
}

static void
union_box (XRectangle *box, const XRectangle *r)
{
  if (box->width == 0 || box->height == 0)
    {
      *box = *r;
      return;
    }
  int x1 = box->x < r->x ? box->x : r->x;
  int y1 = box->y < r->y ? box->y : r->y;
  int x2 = box->x + box->width > r->x + r->width ? box->x + box->width : r->x + r->width;
  int y2 = box->y + box->height > r->y + r->height ? box->y + box->height : r->y + r->height;
  box->x = x1, box->y = y1, box->width = x2 - x1, box->height = y2 - y1;
}

/* Takes a damage event: moves the window's damage into `parts` (which re-arms
 * ReportNonEmpty) and accounts it at time `t`. Returns whether the event was ours. */
static int
take_damage (Damaged *d, XEvent *event, double t)
{
  if (event->type != damage_event_base + XDamageNotify)
    return 0;
  XDamageNotifyEvent *notify = (XDamageNotifyEvent *) event;
  if (notify->damage != d->damage)
    return 0;
  XDamageSubtract (dpy, d->damage, None, d->parts);
  int n = 0;
  XRectangle bounds;
  XRectangle *rects = XFixesFetchRegionAndBounds (dpy, d->parts, &n, &bounds);
  if (rects)
    XFree (rects);
  d->latest = n > 0 ? bounds : notify->area;
  union_box (&d->box, &d->latest);
  if (d->last < 0 || t - d->last >= BURST_MS)
    d->repaints++;
  if (d->first < 0)
    d->first = t;
  d->last = t;
  d->events++;
  return 1;
}

static Bool
is_damage_of (Display *display, XEvent *event, XPointer damage)
{
  return event->type == damage_event_base + XDamageNotify
         && ((XDamageNotifyEvent *) event)->damage == *(Damage *) damage;
}

/* Mapping or resizing a window makes the X server itself report the whole window damaged
 * (Xvfb does so whichever renderer GTK uses), before the program could paint anything.
 * That damage is generated while the server handles the map or resize request, so it is
 * queued by the time a round trip made after that request returns; drop it, so only the
 * program's own frames count. After our own resize this is exact. After the program's map
 * it assumes the program paints no sooner than one round trip after mapping: GTK paints
 * its first frame on a later frame-clock tick (measured: 20 ms with cairo, 100 ms with
 * GL, on Xvfb). Returns how many such events there were. */
static int
drop_server_damage (Damaged *d)
{
  XSync (dpy, False);
  XEvent event;
  int n = 0;
  while (XCheckIfEvent (dpy, &event, is_damage_of, (XPointer) &d->damage))
    n++;
  if (n)
    XDamageSubtract (dpy, d->damage, None, None);
  return n;
}

/* --- pings -------------------------------------------------------------------------- */

/* GDK answers _NET_WM_PING from its main loop by sending the message back to the root
 * window, so its round trip is how long the main loop took to get to it. */
typedef struct
{
  Window window;
  double interval;   /* ms between the end of one ping and the next */
  long serial;       /* the ping in flight, 0 if none */
  double sent;       /* when it was sent */
  double next;       /* when the next may go */
  double *rtts;
  int n, capacity;
} Pinger;

static int
speaks_ping (Window window)
{
  Atom *protocols = NULL;
  int n = 0, found = 0;
  if (XGetWMProtocols (dpy, window, &protocols, &n))
    {
      for (int i = 0; i < n; i++)
        found |= protocols[i] == atom_net_wm_ping;
      XFree (protocols);
    }
  return found;
}

static void
pinger_init (Pinger *p, Window window, double interval)
{
  memset (p, 0, sizeof *p);
  p->window = window;
  p->interval = interval;
  p->next = now_ms ();
}

static void
pinger_record (Pinger *p, double rtt)
{
  if (p->n == p->capacity)
    {
      p->capacity = p->capacity ? p->capacity * 2 : 1024;
      p->rtts = realloc (p->rtts, p->capacity * sizeof *p->rtts);
      if (p->rtts == NULL)
        die ("out of memory");
    }
  p->rtts[p->n++] = rtt;
}

/* Sends the next ping when none is in flight and its time has come. */
static void
pinger_tick (Pinger *p, double t)
{
  static long serials;
  if (p->serial || t < p->next)
    return;
  XEvent ping = { 0 };
  ping.xclient.type = ClientMessage;
  ping.xclient.window = p->window;
  ping.xclient.message_type = atom_wm_protocols;
  ping.xclient.format = 32;
  ping.xclient.data.l[0] = atom_net_wm_ping;
  ping.xclient.data.l[1] = p->serial = ++serials; /* stands in for the timestamp */
  ping.xclient.data.l[2] = p->window;
  XSendEvent (dpy, p->window, False, NoEventMask, &ping);
  XFlush (dpy);
  p->sent = t;
}

static int
pinger_take (Pinger *p, XEvent *event, double t)
{
  if (event->type != ClientMessage || event->xclient.message_type != atom_wm_protocols
      || (Atom) event->xclient.data.l[0] != atom_net_wm_ping
      || event->xclient.data.l[1] != p->serial || (Window) event->xclient.data.l[2] != p->window)
    return 0;
  pinger_record (p, t - p->sent);
  p->serial = 0;
  p->next = t + p->interval;
  return 1;
}

/* The ping still out when measuring stops has waited at least this long: a stall running
 * past the end must not vanish from the figures. */
static void
pinger_finish (Pinger *p, double t)
{
  if (p->serial)
    pinger_record (p, t - p->sent);
  p->serial = 0;
}

/* How long until the pinger next needs the CPU, for poll's timeout. */
static double
pinger_due (const Pinger *p, double t)
{
  return p->serial ? 1000 : p->next - t;
}

static void
pinger_report (Pinger *p)
{
  qsort (p->rtts, p->n, sizeof *p->rtts, compare_doubles);
  out ("pings=%d", p->n);
  out_ms ("stall_max_ms", p->n ? p->rtts[p->n - 1] : -1);
  out_ms ("stall_p99_ms", percentile (p->rtts, p->n, 99));
  out_ms ("stall_median_ms", median (p->rtts, p->n));
}

/* --- list rows ---------------------------------------------------------------------- */

/* Whether the list in the window's left column shows rows. Row labels are dark text on a
 * light background: count the horizontal bands of dark pixels, each a line of text. A
 * placeholder, a spinner or a status message makes one to three bands; rows make a band
 * every 30-odd px. The column starts below the header bar and stays clear of the
 * scrollbar at the sidebar's right edge (the sidebar is at least 200 px wide). */
#define ROWS_X 8
#define ROWS_Y 56
#define ROWS_W 170
#define ROWS_MIN_BANDS 5

static int
shows_rows (Window window, int height)
{
  int h = height - ROWS_Y - 8;
  if (h < 100)
    return 0;
  XImage *image = XGetImage (dpy, window, ROWS_X, ROWS_Y, ROWS_W, h, AllPlanes, ZPixmap);
  if (image == NULL)
    return 0;
  int bands = 0, band = 0;
  for (int y = 0; y < h; y++)
    {
      int dark = 0;
      for (int x = 0; x < ROWS_W; x++)
        {
          unsigned long pixel = XGetPixel (image, x, y);
          /* The default TrueColor visual: 8 bits each of red, green, blue. */
          int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;
          dark += (r * 299 + g * 587 + b * 114) / 1000 < 110;
        }
      if (dark >= 2)
        band++;
      else
        {
          /* A band of text is a few px to a line high; taller is an image or a bar. */
          bands += band >= 4 && band <= 40;
          band = 0;
        }
    }
  XDestroyImage (image);
  return bands >= ROWS_MIN_BANDS;
}

/* Whether the right part of the window, where a detail pane is, shows ink: at least
 * INK_ROWS rows each with INK_WIDTH dark pixels, as a thick black bar across a page makes.
 * Text never darkens that many pixels of one row. */
#define INK_WIDTH 300
#define INK_ROWS 8

static int
shows_ink (Window window, int width, int height)
{
  int x0 = width * 2 / 5, w = width - x0 - 8, h = height - ROWS_Y - 8;
  if (w < INK_WIDTH || h < 100)
    return 0;
  XImage *image = XGetImage (dpy, window, x0, ROWS_Y, w, h, AllPlanes, ZPixmap);
  if (image == NULL)
    return 0;
  int rows = 0;
  for (int y = 0; y < h && rows < INK_ROWS; y++)
    {
      int dark = 0;
      for (int x = 0; x < w; x++)
        {
          unsigned long pixel = XGetPixel (image, x, y);
          int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;
          dark += r < 40 && g < 40 && b < 40;
        }
      rows += dark >= INK_WIDTH;
    }
  XDestroyImage (image);
  return rows >= INK_ROWS;
}

/* --- start -------------------------------------------------------------------------- */

static pid_t child;

/* Whether `pid` is `ancestor` or runs under it (e.g. behind dbus-run-session or env). */
static int
descends_from (pid_t pid, pid_t ancestor)
{
  for (int depth = 0; pid > 1 && depth < 16; depth++)
    {
      if (pid == ancestor)
        return 1;
      char path[64], buf[512];
      snprintf (path, sizeof path, "/proc/%d/stat", pid);
      FILE *f = fopen (path, "r");
      if (f == NULL)
        return 0;
      size_t len = fread (buf, 1, sizeof buf - 1, f);
      fclose (f);
      buf[len] = '\0';
      char *paren = strrchr (buf, ')'); /* the command name may hold spaces */
      if (paren == NULL || sscanf (paren + 1, " %*c %d", &pid) != 1)
        return 0;
    }
  return 0;
}

/* The launched program's top-level: mapped on the root, managed (not override-redirect),
 * and owned by the program per _NET_WM_PID. Windows without the property are taken too:
 * on this display nothing else starts while we measure. */
static int
is_program_window (Window window)
{
  XWindowAttributes attributes;
  if (!XGetWindowAttributes (dpy, window, &attributes) || attributes.override_redirect
      || attributes.class == InputOnly)
    return 0;
  Atom type;
  int format;
  unsigned long n, after;
  unsigned char *data = NULL;
  int ours = 1;
  if (XGetWindowProperty (dpy, window, atom_net_wm_pid, 0, 1, False, XA_CARDINAL, &type,
                          &format, &n, &after, &data)
          == Success
      && data != NULL)
    {
      if (n == 1 && format == 32)
        ours = descends_from ((pid_t) * (unsigned long *) data, child);
      XFree (data);
    }
  return ours;
}

static void
stop_child (void)
{
  if (child <= 0)
    return;
  kill (child, SIGTERM);
  for (int i = 0; i < 500; i++)
    {
      if (waitpid (child, NULL, WNOHANG) == child)
        return;
      usleep (10000);
    }
  kill (child, SIGKILL);
  waitpid (child, NULL, 0);
}

static int
cmd_start (int argc, char **argv)
{
  int keep = 0, rows = 0, stall = 0, verbose = 0;
  double quiet = 700, timeout = 30000;
  int i = 0;
  for (; i < argc && strcmp (argv[i], "--") != 0; i++)
    {
      if (strcmp (argv[i], "--keep") == 0)
        keep = 1;
      else if (strcmp (argv[i], "--rows") == 0)
        rows = 1;
      else if (strcmp (argv[i], "--stall") == 0)
        stall = 1;
      else if (strcmp (argv[i], "--verbose") == 0)
        verbose = 1;
      else if (strcmp (argv[i], "--quiet") == 0 && i + 1 < argc)
        quiet = atof (argv[++i]);
      else if (strcmp (argv[i], "--timeout") == 0 && i + 1 < argc)
        timeout = atof (argv[++i]);
      else
        die ("start: unknown option %s", argv[i]);
    }
  if (i + 1 >= argc)
    die ("start: no command after --");
  char **command = argv + i + 1;

  open_display ();
  /* Hear about the new top-level and the pings' replies before the program can start. */
  XSelectInput (dpy, root, SubstructureNotifyMask);
  XSync (dpy, False);

  fflush (NULL);
  struct timespec launch;
  clock_gettime (CLOCK_MONOTONIC, &launch);
  double t0 = launch.tv_sec * 1e3 + launch.tv_nsec / 1e6;
  child = fork ();
  if (child < 0)
    die ("fork: %s", strerror (errno));
  if (child == 0)
    {
      close (ConnectionNumber (dpy));
      dup2 (STDERR_FILENO, STDOUT_FILENO);
      execvp (command[0], command);
      fprintf (stderr, "xmeasure: cannot run %s: %s\n", command[0], strerror (errno));
      _exit (127);
    }
  out ("pid=%d", child);
  out ("t0=%.6f", t0 / 1e3);

  Window window = None;
  int height = 0;
  double map = -1, rows_at = -1;
  Damaged damaged;
  /* Damage is watched from each new top-level's creation: XDamageCreate on a window already
   * mapped reports the whole window at once, which would pass for a first frame. */
  struct
  {
    Window window;
    Damaged damaged;
  } created[16];
  int n_created = 0;
  Pinger pinger;
  int pinging = 0, settled = 0, exited = 0;
  for (;;)
    {
      double t = now_ms ();
      if (t - t0 > timeout)
        break;
      if (window == None && waitpid (child, NULL, WNOHANG) == child)
        {
          exited = 1;
          break;
        }
      /* Visually complete: quiet long enough after the last damage (and, when asked, with
       * rows on screen: a list still loading may be quiet for a long while). */
      if (window != None && damaged.last >= 0 && t - damaged.last >= quiet
          && (!rows || rows_at >= 0))
        {
          settled = 1;
          break;
        }
      double wait = 50;
      if (window != None && damaged.last >= 0)
        wait = damaged.last + quiet - t;
      if (pinging)
        {
          pinger_tick (&pinger, t);
          double due = pinger_due (&pinger, t);
          wait = due < wait ? due : wait;
        }
      wait_events (wait < 1 ? 1 : wait);
      while (XPending (dpy))
        {
          XEvent event;
          XNextEvent (dpy, &event);
          t = now_ms ();
          if (window == None && event.type == CreateNotify && event.xcreatewindow.parent == root
              && !event.xcreatewindow.override_redirect && n_created < 16)
            {
              XWindowAttributes attributes;
              if (XGetWindowAttributes (dpy, event.xcreatewindow.window, &attributes)
                  && attributes.class == InputOutput)
                {
                  created[n_created].window = event.xcreatewindow.window;
                  watch_damage (&created[n_created++].damaged, event.xcreatewindow.window);
                }
            }
          else if (window == None && event.type == MapNotify && event.xmap.event == root
                   && is_program_window (event.xmap.window))
            {
              window = event.xmap.window;
              map = t;
              XWindowAttributes attributes;
              XGetWindowAttributes (dpy, window, &attributes);
              height = attributes.height;
              int watched = 0;
              for (int c = 0; c < n_created; c++)
                {
                  if (created[c].window == window)
                    damaged = created[c].damaged, watched = 1;
                  else
                    XDamageDestroy (dpy, created[c].damaged.damage);
                }
              if (!watched)
                watch_damage (&damaged, window);
              drop_server_damage (&damaged);
              out ("window=0x%lx", window);
              out_ms ("map_ms", map - t0);
              if (stall && speaks_ping (window))
                {
                  pinger_init (&pinger, window, 5);
                  pinging = 1;
                }
              else if (stall)
                fprintf (stderr, "xmeasure: the window does not answer _NET_WM_PING\n");
            }
          else if (window != None && take_damage (&damaged, &event, t))
            {
              if (verbose)
                fprintf (stderr, "  damage +%.1f ms after map: %dx%d+%d+%d\n", t - map,
                         damaged.latest.width, damaged.latest.height, damaged.latest.x,
                         damaged.latest.y);
              if (damaged.events == 1)
                out_ms ("first_frame_ms", t - t0);
              /* Look at the pixels only when the damage reached the list's column. */
              if (rows && rows_at < 0 && damaged.box.x < ROWS_X + ROWS_W
                  && damaged.box.y + damaged.box.height > ROWS_Y)
                {
                  memset (&damaged.box, 0, sizeof damaged.box);
                  if (shows_rows (window, height))
                    {
                      rows_at = t;
                      out_ms ("rows_ms", rows_at - t0);
                    }
                }
            }
          else if (window != None && event.type == ConfigureNotify
                   && event.xconfigure.window == window)
            height = event.xconfigure.height;
          else if (pinging)
            pinger_take (&pinger, &event, t);
        }
    }

  if (exited)
    out ("error=the program exited before mapping a window");
  else if (window == None)
    out ("error=no window within the timeout");
  if (window != None)
    {
      if (rows && rows_at < 0)
        out ("rows_ms=n/a");
      out_ms ("complete_ms", damaged.last >= 0 ? damaged.last - t0 : -1);
      out ("repaints=%d", damaged.repaints);
      out ("damage_events=%d", damaged.events);
      out ("settled=%d", settled);
    }
  if (pinging)
    {
      pinger_finish (&pinger, now_ms ());
      pinger_report (&pinger);
    }
  if (keep && window != None)
    out ("kept=%d", child);
  else
    stop_child ();
  XCloseDisplay (dpy);
  return window != None ? 0 : 1;
}

/* Waits until the watched window has been quiet for `quiet` ms, so that
 * what comes next (a resize, a key) starts from rest. */
static void
wait_for_rest (Damaged *damaged, double quiet)
{
  for (double rest = now_ms (); now_ms () - rest < quiet;)
    {
      wait_events (quiet);
      while (XPending (dpy))
        {
          XEvent event;
          XNextEvent (dpy, &event);
          if (take_damage (damaged, &event, now_ms ()))
            rest = now_ms ();
        }
    }
}

/* Called after each damage while `watch_until_quiet` reads them; says whether what the
 * caller waits for has been seen. */
typedef int (*DamageSeen) (Damaged *damaged, void *context);

/* Reads the window's damage from `start` until it has been quiet for `quiet` ms. Before the
 * first damage, and until `seen` (when given) says yes, it waits up to `patience` ms instead:
 * a slow first paint is waited for, not mistaken for rest. */
static void
watch_until_quiet (Damaged *damaged, double start, double quiet, double patience,
                   DamageSeen seen, void *context)
{
  int done = seen == NULL;
  for (;;)
    {
      double t = now_ms ();
      double from = damaged->last >= 0 ? damaged->last : start;
      double limit = damaged->last >= 0 && done ? quiet : patience;
      if (t - from >= limit)
        break;
      wait_events (from + limit - t);
      while (XPending (dpy))
        {
          XEvent event;
          XNextEvent (dpy, &event);
          if (take_damage (damaged, &event, now_ms ()) && seen != NULL && seen (damaged, context))
            done = 1;
        }
    }
}

/* --- resize ------------------------------------------------------------------------- */

/* Prints each damage of a resize, for --verbose. */
static int
print_damage (Damaged *damaged, void *context)
{
  double start = *(double *) context;
  fprintf (stderr, "  damage +%.1f ms: %dx%d+%d+%d\n", damaged->last - start,
           damaged->latest.width, damaged->latest.height, damaged->latest.x, damaged->latest.y);
  return 1;
}

static int
cmd_resize (int argc, char **argv)
{
  Window window = None;
  int count = 200, height = 700, widths[2] = { 400, 1100 };
  /* Long enough to catch a layout switch deferred by a frame or two (a frame is 16.7 ms
   * at 60 Hz), short enough that 200 resizes take under a minute. */
  double quiet = 150;
  int verbose = 0;
  for (int i = 0; i < argc; i++)
    {
      if (strcmp (argv[i], "--window") == 0 && i + 1 < argc)
        window = parse_window (argv[++i]);
      else if (strcmp (argv[i], "--count") == 0 && i + 1 < argc)
        count = atoi (argv[++i]);
      else if (strcmp (argv[i], "--height") == 0 && i + 1 < argc)
        height = atoi (argv[++i]);
      else if (strcmp (argv[i], "--quiet") == 0 && i + 1 < argc)
        quiet = atof (argv[++i]);
      else if (strcmp (argv[i], "--verbose") == 0)
        verbose = 1;
      else if (strcmp (argv[i], "--widths") == 0 && i + 1 < argc)
        {
          if (sscanf (argv[++i], "%d,%d", &widths[0], &widths[1]) != 2)
            die ("resize: --widths wants A,B");
        }
      else
        die ("resize: unknown option %s", argv[i]);
    }
  if (window == None || count < 1)
    die ("resize: needs --window WID and a positive --count");

  open_display ();
  Damaged damaged;
  watch_damage (&damaged, window);
  double *times = calloc (count, sizeof *times), *repaints = calloc (count, sizeof *repaints);
  int measured = 0, missing = 0;

  /* Let anything still painting finish, so the first sample starts from rest. */
  wait_for_rest (&damaged, quiet);

  for (int i = 0; i < count; i++)
    {
      reset_damage (&damaged);
      double start = now_ms ();
      XResizeWindow (dpy, window, widths[i % 2], height);
      drop_server_damage (&damaged);
      /* The sample ends after `quiet` without damage; a program that paints nothing at all
       * gets a second to start. */
      watch_until_quiet (&damaged, start, quiet, 1000, verbose ? print_damage : NULL, &start);
      if (verbose)
        fprintf (stderr, "resize %d to %d: %.1f ms, %d repaints\n", i, widths[i % 2],
                 damaged.last >= 0 ? damaged.last - start : -1.0, damaged.repaints);
      if (damaged.last < 0)
        {
          missing++;
          continue;
        }
      times[measured] = damaged.last - start;
      repaints[measured] = damaged.repaints;
      measured++;
    }

  qsort (times, measured, sizeof *times, compare_doubles);
  qsort (repaints, measured, sizeof *repaints, compare_doubles);
  double sum = 0;
  for (int i = 0; i < measured; i++)
    sum += times[i];
  out ("resizes=%d", measured);
  out ("resize_missing=%d", missing);
  out_ms ("resize_median_ms", median (times, measured));
  out_ms ("resize_p90_ms", percentile (times, measured, 90));
  out_ms ("resize_mean_ms", measured ? sum / measured : -1);
  out_ms ("resize_max_ms", measured ? times[measured - 1] : -1);
  if (measured)
    out ("resize_repaints_median=%g", median (repaints, measured));
  else
    out ("resize_repaints_median=n/a");
  XCloseDisplay (dpy);
  return measured ? 0 : 1;
}

/* --- key ---------------------------------------------------------------------------- */

/* XTest's key function, loaded when needed: building xmeasure needs no XTest headers. */
typedef int (*FakeKeyFunction) (Display *, unsigned int, Bool, unsigned long);

static FakeKeyFunction
fake_key_function (void)
{
  void *xtst = dlopen ("libXtst.so.6", RTLD_NOW);
  if (xtst == NULL)
    die ("cannot load libXtst.so.6: %s", dlerror ());
  FakeKeyFunction press = (FakeKeyFunction) dlsym (xtst, "XTestFakeKeyEvent");
  if (press == NULL)
    die ("libXtst.so.6 has no XTestFakeKeyEvent");
  return press;
}

/* What a key waits for: the window showing rows in its list, or showing none; or ink. */
typedef struct
{
  Window window;
  int width, height, wanted, ink;
  double reached;
} RowsAwaited;

static int
rows_reached (Damaged *damaged, void *context)
{
  (void) damaged;
  RowsAwaited *rows = context;
  int shown = rows->ink ? shows_ink (rows->window, rows->width, rows->height)
                        : shows_rows (rows->window, rows->height) == rows->wanted;
  if (rows->reached < 0 && shown)
    rows->reached = now_ms ();
  return rows->reached >= 0;
}

static int
cmd_key (int argc, char **argv)
{
  Window window = None;
  const char *keys = NULL, *until = NULL;
  double quiet = 300, timeout = 10000;
  for (int i = 0; i < argc; i++)
    {
      if (strcmp (argv[i], "--window") == 0 && i + 1 < argc)
        window = parse_window (argv[++i]);
      else if (strcmp (argv[i], "--key") == 0 && i + 1 < argc)
        keys = argv[++i];
      else if (strcmp (argv[i], "--until") == 0 && i + 1 < argc)
        until = argv[++i];
      else if (strcmp (argv[i], "--quiet") == 0 && i + 1 < argc)
        quiet = atof (argv[++i]);
      else if (strcmp (argv[i], "--timeout") == 0 && i + 1 < argc)
        timeout = atof (argv[++i]);
      else
        die ("key: unknown option %s", argv[i]);
    }
  if (window == None || keys == NULL)
    die ("key: needs --window WID and --key KEYS");
  if (until != NULL && strcmp (until, "rows") != 0 && strcmp (until, "no-rows") != 0
      && strcmp (until, "ink") != 0)
    die ("key: --until wants rows, no-rows or ink");

  open_display ();
  FakeKeyFunction press = fake_key_function ();
  KeyCode codes[8];
  int n = 0;
  char *names = strdup (keys);
  for (char *name = strtok (names, "+"); name != NULL && n < 8; name = strtok (NULL, "+"))
    {
      const char *symbol = strcmp (name, "alt") == 0     ? "Alt_L"
                           : strcmp (name, "ctrl") == 0  ? "Control_L"
                           : strcmp (name, "shift") == 0 ? "Shift_L"
                                                         : name;
      KeySym keysym = XStringToKeysym (symbol);
      KeyCode code = keysym == NoSymbol ? 0 : XKeysymToKeycode (dpy, keysym);
      if (code == 0)
        die ("key: no key for %s", name);
      codes[n++] = code;
    }
  free (names);

  XWindowAttributes attributes;
  if (!XGetWindowAttributes (dpy, window, &attributes))
    die ("key: no window 0x%lx", window);
  Damaged damaged;
  watch_damage (&damaged, window);
  wait_for_rest (&damaged, quiet);
  int wanted = until != NULL && strcmp (until, "rows") == 0;
  XSetInputFocus (dpy, window, RevertToParent, CurrentTime);
  XSync (dpy, False);
  reset_damage (&damaged);
  int ink = until != NULL && strcmp (until, "ink") == 0;
  RowsAwaited rows = { window, attributes.width, attributes.height, wanted, ink, -1 };
  double start = now_ms ();
  for (int i = 0; i < n; i++)
    press (dpy, codes[i], True, 0);
  for (int i = n - 1; i >= 0; i--)
    press (dpy, codes[i], False, 0);
  XFlush (dpy);
  watch_until_quiet (&damaged, start, quiet, timeout, until != NULL ? rows_reached : NULL, &rows);
  double reached = rows.reached;
  out_ms ("key_until_ms", reached >= 0 ? reached - start : -1);
  out_ms ("key_settled_ms", damaged.last >= 0 ? damaged.last - start : -1);
  out ("key_repaints=%d", damaged.repaints);
  XCloseDisplay (dpy);
  return until == NULL || reached >= 0 ? 0 : 1;
}

/* --- stall -------------------------------------------------------------------------- */

static int
cmd_stall (int argc, char **argv)
{
  Window window = None;
  double duration = 5, interval = 5;
  for (int i = 0; i < argc; i++)
    {
      if (strcmp (argv[i], "--window") == 0 && i + 1 < argc)
        window = parse_window (argv[++i]);
      else if (strcmp (argv[i], "--duration") == 0 && i + 1 < argc)
        duration = atof (argv[++i]);
      else if (strcmp (argv[i], "--interval") == 0 && i + 1 < argc)
        interval = atof (argv[++i]);
      else
        die ("stall: unknown option %s", argv[i]);
    }
  if (window == None)
    die ("stall: needs --window WID");

  open_display ();
  if (!speaks_ping (window))
    die ("stall: window 0x%lx does not list _NET_WM_PING in WM_PROTOCOLS", window);
  XSelectInput (dpy, root, SubstructureNotifyMask);
  Pinger pinger;
  pinger_init (&pinger, window, interval);
  double end = now_ms () + duration * 1e3;
  /* The first ping is out before the driver hears so: a stall it causes next is measured. */
  pinger_tick (&pinger, now_ms ());
  out ("pinging=1");
  for (double t = now_ms (); t < end; t = now_ms ())
    {
      pinger_tick (&pinger, t);
      double wait = pinger_due (&pinger, t);
      wait_events (wait < end - t ? wait : end - t);
      while (XPending (dpy))
        {
          XEvent event;
          XNextEvent (dpy, &event);
          pinger_take (&pinger, &event, now_ms ());
        }
    }
  pinger_finish (&pinger, now_ms ());
  pinger_report (&pinger);
  XCloseDisplay (dpy);
  return pinger.n ? 0 : 1;
}

int
main (int argc, char **argv)
{
  if (argc >= 2 && strcmp (argv[1], "start") == 0)
    return cmd_start (argc - 2, argv + 2);
  if (argc >= 2 && strcmp (argv[1], "resize") == 0)
    return cmd_resize (argc - 2, argv + 2);
  if (argc >= 2 && strcmp (argv[1], "stall") == 0)
    return cmd_stall (argc - 2, argv + 2);
  if (argc >= 2 && strcmp (argv[1], "key") == 0)
    return cmd_key (argc - 2, argv + 2);
  fprintf (stderr,
           "usage: xmeasure start [--keep] [--quiet MS] [--timeout MS] [--rows] [--stall] "
           "[--verbose] -- CMD [ARG...]\n"
           "       xmeasure resize --window WID [--count N] [--widths A,B] [--height H] "
           "[--quiet MS] [--verbose]\n"
           "       xmeasure stall --window WID [--duration S] [--interval MS]\n"
           "       xmeasure key --window WID --key KEYS [--until rows|no-rows] [--quiet MS] "
           "[--timeout MS]\n");
  return 2;
}
