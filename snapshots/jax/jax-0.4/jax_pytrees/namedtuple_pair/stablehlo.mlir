module @jit_namedtuple_pair attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xf32> {mhlo.layout_mode = "default"}, %arg1: tensor<2xf32> {mhlo.layout_mode = "default"}) -> (tensor<2xf32> {jax.result_info = ".first", mhlo.layout_mode = "default"}, tensor<2xf32> {jax.result_info = ".second", mhlo.layout_mode = "default"}) {
    %0 = stablehlo.convert %arg1 : tensor<2xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<2xf32>
    return %arg1, %1 : tensor<2xf32>, tensor<2xf32>
  }
}
