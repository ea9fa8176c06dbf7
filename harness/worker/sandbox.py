"""A replay's confinement: the kernel's own sandboxes (Landlock, a seccomp filter, no capabilities) let a process write
beneath its own folder only, and open no socket, trace, signal or mount nothing outside it, for good."""

from __future__ import annotations

import ctypes
import errno
import os
import platform
import struct

# Landlock (Linux 5.13 and later): the same system call numbers on every architecture.
_CREATE_RULESET, _ADD_RULE, _RESTRICT_SELF = 444, 445, 446
_ABI_VERSION = 1  # LANDLOCK_CREATE_RULESET_VERSION
_PATH_BENEATH = 1  # LANDLOCK_RULE_PATH_BENEATH
# The file system rights Landlock handles, by the ABI that brought each: what changes a file or a folder.
_WRITE_FILE, _TRUNCATE, _IOCTL_DEV = 1 << 1, 1 << 14, 1 << 15
_CHANGES = {
    1: _WRITE_FILE | sum(1 << bit for bit in range(4, 13)),  # remove, make a file, folder, link, device, socket, fifo
    2: 1 << 13,  # refer: rename or link across folders
    3: _TRUNCATE,
    5: _IOCTL_DEV,
}
_NET_TCP = 0b11  # bind and connect (ABI 4)
_SCOPES = 0b11  # abstract UNIX sockets and signals outside the sandbox (ABI 6)

# seccomp: a filter of classic BPF, x86-64's system call numbers.
_AUDIT_ARCH_X86_64 = 0xC000003E
_X32 = 0x40000000
_DENIED = (
    41,  # socket: no network, no UNIX socket to a daemon
    76,  # truncate (Landlock's ABI 1-2 do not see it)
    101,
    310,
    311,
    438,  # ptrace, process_vm_readv, process_vm_writev, pidfd_getfd
    155,
    161,
    165,
    166,
    428,
    429,
    430,
    431,
    432,
    433,
    442,  # pivot_root, chroot, mount and the new mount API
    167,
    168,
    169,
    170,
    171,
    172,
    173,  # swapon, swapoff, reboot, sethostname, setdomainname, iopl, ioperm
    175,
    176,
    246,
    313,
    320,
    321,
    298,  # modules, kexec, bpf, perf_event_open
    248,
    249,
    250,
    272,
    308,
    323,  # keys, unshare, setns, userfaultfd
    303,
    304,  # name_to_handle_at, open_by_handle_at
    425,
    426,
    427,  # io_uring, whose operations no seccomp filter sees
)
_PR_SET_NO_NEW_PRIVS, _PR_CAPBSET_DROP, _PR_SET_SECCOMP, _SECCOMP_MODE_FILTER = 38, 24, 22, 2
_CAPSET, _CAPABILITY_V3 = 126, 0x20080522
_libc = ctypes.CDLL(None, use_errno=True)


class Unavailable(Exception):
    """This machine cannot confine a process: no Landlock in its kernel, or a seccomp filter it does not take."""


def _check(result: int, what: str) -> int:
    if result < 0:
        code = ctypes.get_errno()
        raise Unavailable(f"{what}: {os.strerror(code)} (errno {errno.errorcode.get(code, code)})")
    return result


def landlock_abi() -> int:
    """The Landlock ABI this kernel offers; 0 where it has none."""
    found = _libc.syscall(_CREATE_RULESET, None, 0, _ABI_VERSION)
    return max(found, 0)


def _bpf(code: int, k: int, jt: int = 0, jf: int = 0) -> bytes:
    return struct.pack("=HBBI", code, jt, jf, k)


def seccomp_program() -> bytes:
    """The filter: another architecture's calls, x32's and each of :data:`_DENIED` fail with ``EPERM``.

    >>> len(seccomp_program()) // 8 == len(_DENIED) + 7
    True
    """
    load, equals, at_least, give = 0x20, 0x15, 0x35, 0x06
    allow, deny = 0x7FFF0000, 0x00050000 | errno.EPERM
    count = len(_DENIED)
    program = [
        _bpf(load, 4),  # seccomp_data.arch
        _bpf(equals, _AUDIT_ARCH_X86_64, 0, count + 3),
        _bpf(load, 0),  # seccomp_data.nr
        _bpf(at_least, _X32, count + 1, 0),
    ]
    program += [_bpf(equals, number, count - index, 0) for index, number in enumerate(_DENIED)]
    program += [_bpf(give, allow), _bpf(give, deny), _bpf(give, deny)]
    return b"".join(program)


def _drop_capabilities() -> None:
    for capability in range(64):
        if _libc.prctl(_PR_CAPBSET_DROP, capability, 0, 0, 0) < 0 and ctypes.get_errno() == errno.EINVAL:
            break  # past the kernel's last capability
    header = struct.pack("=Ii", _CAPABILITY_V3, 0)
    _check(_libc.syscall(_CAPSET, header, bytes(24)), "dropping capabilities")


def _landlock(folder: str) -> None:
    abi = landlock_abi()
    if abi < 1:
        raise Unavailable("the kernel has no Landlock (Linux 5.13 and later, enabled in its lsm= list)")
    handled = sum(rights for since, rights in _CHANGES.items() if abi >= since)
    attributes = struct.pack("=QQQ", handled, _NET_TCP if abi >= 4 else 0, _SCOPES if abi >= 6 else 0)
    size = 24 if abi >= 6 else 16 if abi >= 4 else 8
    ruleset = _check(_libc.syscall(_CREATE_RULESET, attributes[:size], size, 0), "creating a Landlock ruleset")
    try:
        for path, rights in ((folder, handled), (os.devnull, handled & (_WRITE_FILE | _TRUNCATE | _IOCTL_DEV))):
            fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
            try:
                rule = struct.pack("=Qi", rights, fd)
                _check(_libc.syscall(_ADD_RULE, ruleset, _PATH_BENEATH, rule, 0), f"allowing {path}")
            finally:
                os.close(fd)
        _check(_libc.syscall(_RESTRICT_SELF, ruleset, 0), "entering the Landlock ruleset")
    finally:
        os.close(ruleset)


def _seccomp() -> None:
    program = seccomp_program()
    buffer = ctypes.create_string_buffer(program, len(program))
    fprog = struct.pack("=HxxxxxxQ", len(program) // 8, ctypes.addressof(buffer))
    _check(_libc.prctl(_PR_SET_SECCOMP, _SECCOMP_MODE_FILTER, fprog, 0, 0), "installing the seccomp filter")


def confine(folder: str) -> None:
    """Confine this process and all it starts, irreversibly: it may write, create and remove files beneath ``folder``
    only (and write to ``/dev/null``), open no socket, trace or signal no process outside, mount nothing, load no
    kernel code, and holds no capability. Call it in a process of its own, single-threaded (one just forked).
    Raises :class:`Unavailable`, having changed nothing it relies on, where the machine cannot."""
    if platform.system() != "Linux" or platform.machine() not in ("x86_64", "AMD64"):
        raise Unavailable(
            f"confinement is written for Linux on x86-64, not {platform.system()} on {platform.machine()}"
        )
    _check(_libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), "setting no_new_privs")
    _landlock(folder)
    _drop_capabilities()
    _seccomp()
