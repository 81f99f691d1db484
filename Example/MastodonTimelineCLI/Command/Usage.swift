/// The help text of `mastodon-timeline`.
enum Usage {
    static let text = """
        USAGE: mastodon-timeline [options]
               mastodon-timeline status ID [options]
               mastodon-timeline profile ACCT_OR_ID [options]
               mastodon-timeline post TEXT [options]
               mastodon-timeline delete ID [options]
               mastodon-timeline favourite|unfavourite|boost|unboost|bookmark|unbookmark ID [options]
               mastodon-timeline outbox [--retry N | --discard N] [options]
               mastodon-timeline demo
               mastodon-timeline logout [--instance URL] [--cache DIR] [--all]

        Shows a Mastodon timeline, a status with its thread, or a profile with its posts, all from one
        store through StoreFlowable. Without --instance it reads an embedded demo instance: synthetic
        posts, no network. On a terminal a timeline, status or profile opens in the full-screen reader
        (INTERACTIVE MODE below); piped, the screen is printed once (OUTPUT below).

        OPTIONS:
          --timeline T     public (default), local, home, notifications, tag:NAME, list:ID or account:ID
          --pages N        how many pages to load, 1 or more (default 1)
          --limit N        statuses per page, 1...40 (default: the server's, 20)
          --format F       human (default) or json: the screen's state as one JSON object
          --instance URL   a real server: https://…, or http:// for loopback hosts only
                           (localhost, 127.x.x.x, [::1])
          --timeout S      seconds one request may take, its whole body included (default 30)
          --cache DIR      the cache folder (default: $XDG_CACHE_HOME/mastodon-timeline, or
                           ~/.cache/…), one partition per server and account; on a terminal a second
                           run shows the cached list at once, with its age ("cached 3 min ago"),
                           while it refreshes; piped, only when the server cannot be reached
          --no-cache       keep nothing between runs
          --fail-writes    on the demo instance only: every write (post, delete, f N, b N) answers
                           HTTP 503; with --no-cache writes are sent once, never retried, so the
                           change shows at once and is rolled back as soon as the answer comes;
                           with a cache they stay queued in the outbox instead
          --offline        on the demo instance only: every request fails as if there were no
                           network, so favourite ID, the other actions (f N, b N and the reader's
                           keys too), post and delete stay queued in the cache's outbox until a
                           run without --offline sends them
          --follow         keep running once the screen is printed: reload it every --refresh-every
                           (default 60s) and print each change as it happens: "new ID:" or
                           "updated ID:" and the item, or "removed ID (@acct: first words)"; with
                           --format json one {"event":"added"|"updated"|"removed","id":…,
                           "index":…,"item":{…}} line per change; Ctrl-C stops it
          --refresh-every D
                           how often to reload (30s, 5m, 1h, or seconds; 5s to 24h): with --follow,
                           in the full-screen reader (the screen on top), and in line mode
                           (TERM=dumb), where what is new shows while the prompt waits;
                           ignored, with a note on standard error, without interactive mode or --follow
          --width N        wrap text to N columns, 20...1000 (default: the terminal's width, or 80;
                           in the full-screen reader, at most N and never wider than the terminal)
          --color C        auto (default: colour on a terminal unless NO_COLOR is set), always or
                           never
          --expand-cw      show the text behind content warnings (collapsed by default: the warning,
                           then "(--expand-cw to show)")
          -h, --help       show this help
          --version        show the version

        SUBCOMMANDS:
          status ID        the status, the statuses it replies to and its replies, indented as a
                           thread, with its media, card and poll (takes --format, --instance,
                           --timeout, --cache, --no-cache, --fail-writes, --width, --color,
                           --expand-cw, --refresh-every and --follow)
          profile ACCT_OR_ID
                           the account (user, user@domain or an ID): name, bio, fields and counts,
                           then its posts paged like a timeline; --replies shows its replies too,
                           --pinned only its pinned posts (takes --pages and --limit too)
          post TEXT        post TEXT as the token's user: at once it shows at the top of the timeline
                           (home by default; public or local with --timeline) and of the user's
                           profile, under a temporary ID (local-1) marked ⏳ sending…; then under
                           the server's ID in both; refused, it is gone from both, with one error
                           line and exit status 1. With a cache it is kept in the outbox like
                           favourite ID: when the instance cannot be reached, kept for a later run
                           ("queued: N changes waiting", exit status 0) and shown until then,
                           marked ⏳ post waiting (takes --timeline, --limit, --format, --instance,
                           --timeout, --cache, --no-cache, --fail-writes, --offline, --width,
                           --color and --expand-cw)
          delete ID        delete a status of the user's: hidden at once from the timeline and its
                           author's profile, gone for good when the server agrees, back in its place
                           when it refuses. With a cache it is kept in the outbox like a post, the
                           status hidden until sent; delete local-1 cancels a queued post that was
                           not sent (takes the options of post)
          favourite ID, unfavourite ID, boost ID, unboost ID, bookmark ID, unbookmark ID
                           kept in the cache's outbox and shown at once, then sent: "favourited
                           ID"; when the instance cannot be reached, kept for a later run
                           ("queued: N changes waiting", exit status 0); refused, one error line
                           and exit status 1; a favourite then an unfavourite not sent yet cancel
                           out. Every run that reaches the server sends what waits first and says
                           so on standard error ("sent 2 queued changes", "refused: boost ID:
                           REASON") (takes --instance, --timeout, --cache, --no-cache, --fail-writes
                           and --offline)
          outbox           what waits in the outbox and what the server refused, one line each:
                           entry number, action, status ID and state; --retry N makes a refused
                           entry wait again and sends it, --discard N drops it unsent (takes
                           --retry, --discard, --instance, --timeout, --cache and --offline)
          demo             three screens on one store: a favourite from the home timeline shows on
                           the status and profile screens with no request, and a renamed account
                           shows renamed on all three
          logout           clear the cache of the token's account on the instance (or of runs
                           without a token; --all: of every instance and account) and say so;
                           nothing is sent

        RETRIES:
          HTTP 429 (rate limited) and 5xx answers are tried again, up to 3 attempts in all, waiting
          what the server asks (Retry-After, X-RateLimit-Reset) or up to 1 s, then 2 s; a wait of
          more than 60 s fails at once. On a terminal the progress line says so ("rate limited,
          retrying in 12 s"). Writes (post, delete, f N, b N) are sent once, never retried.
          An action kept in the outbox is sent again by the next run that reaches the server.

        ENVIRONMENT:
          MASTODON_ACCESS_TOKEN   the bearer token for --instance (home, list, notifications, post,
                                  delete, favourites, boosts and bookmarks need one); it is only sent
                                  to that instance and never printed or stored; each account it
                                  belongs to has its own cache

        OUTPUT:
          Every status shows its ID, what it replies to, "edited" when it was, a boost's own time, its
          poll, its media with their descriptions, its card and its links in full. Piped (standard
          output not a terminal) or with --follow, the screen is printed once, as the server holds it
          after the refresh; only when the server cannot be reached is the cached copy printed
          instead, headed "cached N min ago", with a warning on standard error. --format json prints
          that state as one line, with "cached_at" when it is the cached copy and "anchor" (the post
          an interactive run left off at), then one {"type":"gap","index":N,"state":"idle",
          "after":ID,"before":ID} line for each place where posts are missing, which prints as
          "── more posts not loaded here: g to load ──" in the human format.

        INTERACTIVE MODE (stdin and stdout are terminals, human format, no --follow):
          The full-screen reader takes over the terminal (the alternate screen, given back on exit):
            j k, ↓ ↑           move the selection; j past the last item loads older ones
            space, PgDn, PgUp  five items down, up; Home: the first item; G, End: the last
            g                  load the first gap, a page at a time: the line "── more posts not
                               loaded here: g to load ──" stands where a refresh brought more new
                               posts than a page holds (Enter on that line loads it too)
            Enter              the selected status's thread (a follow: the follower's profile)
            a                  the author's profile
            Esc, q             back to the screen before (q on the first screen quits)
            f, b, m            favourite, boost, bookmark the selected status (again: undo it)
            d, then y          delete the selected status (yours), gone from every screen at once
            r, n               refresh, load older items
            /                  open a screen: type a status ID, @user, user@domain, notifications,
                               home, public, local or tag:NAME, then Enter (Esc cancels)
            Ctrl-C             quit at once, the terminal restored (exit status 130)
          With TERM=dumb (or no TERM) it reads commands line by line instead:
            n  older posts   p  newer posts   r  refresh   g  load the first gap   f N  favourite N
            b N  boost N   q  quit
          A timeline keeps its place between runs with a cache: the newest page goes on top of what
          was cached, never replacing it, and the reader starts at the post selected last (in line
          mode, the last post shown), marked "── you left off here ──" in printed output.

        """
}
