def json_config_scale(x: Tensor) -> Tensor:
  return torch.mul(x, CONSTANTS.c0)
