"""edgeassist: an offline push-to-talk voice assistant daemon for small ARM boards."""
__version__ = "0.1.0"
