/// The help text of `mastodon-timeline`.
enum Usage {
    static let text = """
        USAGE: mastodon-timeline [options]
               mastodon-timeline status ID [options]
               mastodon-timeline profile ACCT_OR_ID [options]
               mastodon-timeline post TEXT [options]
               mastodon-timeline delete ID [options]
               mastodon-timeline demo
               mastodon-timeline logout [--instance URL] [--cache DIR] [--all]

        Shows a Mastodon timeline, a status with its thread, or a profile with its posts, all from one
        store through StoreFlowable. Without --instance it reads an embedded demo instance: synthetic
        posts, no network.

        OPTIONS:
          --timeline T     public (default), local, home, notifications, tag:NAME, list:ID or account:ID
          --pages N        how many pages to load, 1 or more (default 1)
          --limit N        statuses per page, 1...40 (default: the server's, 20)
          --format F       human (default) or json: one JSON object per line for every state
          --instance URL   a real server: https://…, or http:// for loopback hosts only
                           (localhost, 127.x.x.x, [::1])
          --timeout S      seconds one request may take, its whole body included (default 30)
          --cache DIR      the cache folder (default: $XDG_CACHE_HOME/mastodon-timeline, or
                           ~/.cache/…), one partition per server and account; a second run shows
                           the cached timeline at once, with its age ("cached 3 min ago")
          --no-cache       keep nothing between runs
          --fail-writes    on the demo instance only: every write (post, delete, f N, b N) answers
                           HTTP 503; writes are sent once, never retried, so the change shows at
                           once and is rolled back as soon as the answer comes
          --refresh-every D
                           in interactive mode, refetch the screen every D (30s, 5m, 1h, or
                           seconds; 5s to 24h) and show what is new while the prompt waits;
                           ignored, with a note on standard error, without interactive mode
          -h, --help       show this help
          --version        show the version

        SUBCOMMANDS:
          status ID        the status, the statuses it replies to and its replies, indented as a
                           thread, with its media, card and poll (takes --format, --instance,
                           --timeout, --cache, --no-cache, --refresh-every, --fail-writes)
          profile ACCT_OR_ID
                           the account (user, user@domain or an ID): name, bio, fields and counts,
                           then its posts paged like a timeline; --replies shows its replies too,
                           --pinned only its pinned posts (takes --pages and --limit too)
          post TEXT        post TEXT as the token's user: at once it shows at the top of the timeline
                           (home by default; public or local with --timeline) and of the user's
                           profile, under a temporary ID (local-1) marked ⏳ sending…; then under
                           the server's ID in both; refused, it is gone from both, with one error
                           line and exit status 1 (takes --timeline, --limit, --format, --instance,
                           --timeout, --cache, --no-cache, --fail-writes)
          delete ID        delete a status of the user's: hidden at once from the timeline and its
                           author's profile, gone for good when the server agrees, back in its place
                           when it refuses (takes the options of post)
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

        ENVIRONMENT:
          MASTODON_ACCESS_TOKEN   the bearer token for --instance (home, list, notifications, post and
                                  delete need one); it is only sent to that instance and never
                                  printed or stored; each account it belongs to has its own cache

        INTERACTIVE MODE (stdin and stdout are terminals, human format):
          n  older posts    p  newer posts    r  refresh    f N  favourite N    b N  boost N    q  quit

        """
}
