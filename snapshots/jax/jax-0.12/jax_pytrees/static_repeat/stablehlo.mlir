module @jit_static_repeat attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>) -> (tensor<5xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %1 = stablehlo.concatenate %arg0, %0, dim = 0 : (tensor<3xf32>, tensor<1xf32>) -> tensor<4xf32>
    %2 = stablehlo.slice %1 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %3 = stablehlo.concatenate %1, %2, dim = 0 : (tensor<4xf32>, tensor<1xf32>) -> tensor<5xf32>
    return %3 : tensor<5xf32>
  }
}
