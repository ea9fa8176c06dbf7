def zlib_checksum_offset(x: Tensor) -> Tensor:
  return torch.add(x, CONSTANTS.c0)
