module @jit_namedtuple_pair attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> (tensor<2xf32> {jax.result_info = "result.first"}, tensor<2xf32> {jax.result_info = "result.second"}) {
    %0 = stablehlo.convert %arg1 : tensor<2xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<2xf32>
    return %arg1, %1 : tensor<2xf32>, tensor<2xf32>
  }
}
