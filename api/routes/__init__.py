"""The API's routes: one module per resource, each exposing ``router``; :mod:`api.app`
includes every module here whose name does not start with an underscore."""
