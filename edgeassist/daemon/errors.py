"""The daemon's own error (what the CLI shows as one line)."""


class StartupError(Exception):
    """The daemon cannot start (or a reload cannot apply a setting); the message says what to fix."""
