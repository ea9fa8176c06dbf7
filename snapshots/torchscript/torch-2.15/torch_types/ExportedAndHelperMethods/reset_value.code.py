def reset_value(self) -> float:
  offset = self.offset
  return torch.mul(offset, 0.)
